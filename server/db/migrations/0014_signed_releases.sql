ALTER TABLE "release_files" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "release_files" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "rollback" boolean DEFAULT false NOT NULL;