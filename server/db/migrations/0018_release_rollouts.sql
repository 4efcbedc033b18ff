CREATE TABLE "release_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"minimum_version" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "rollout_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "halted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "yanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "yank_reason" text;