ALTER TABLE "users" ADD COLUMN "devices_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "devices_stop_changed_at" timestamp with time zone;