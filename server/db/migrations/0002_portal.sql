CREATE TABLE "custom_script_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"platform" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"script_id" uuid,
	"kind" text DEFAULT 'SCRIPT' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_name" text NOT NULL,
	"script_description" text NOT NULL,
	"script_image_url" text NOT NULL,
	"platform" text NOT NULL,
	"application" text NOT NULL,
	"price" text NOT NULL,
	"brokerage" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"content_type" text NOT NULL,
	"content_link" text,
	"content" text,
	"content_file_name" text,
	CONSTRAINT "scripts_script_name_unique" UNIQUE("script_name")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"reason_to_contact" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_script_requests" ADD CONSTRAINT "custom_script_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_script_idx" ON "purchases" USING btree ("user_id","script_id");--> statement-breakpoint
CREATE INDEX "scripts_created_on_idx" ON "scripts" USING btree ("created_on");