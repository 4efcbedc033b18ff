-- Device tokens now expire (30 days, renewed with use); live devices start from their last use.
ALTER TABLE "devices" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "devices" SET "token_expires_at" = coalesce("last_seen_at", "activated_at") + interval '30 days';--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "token_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
-- A session's absolute end: 30 days from its sign-in for the sessions already open.
ALTER TABLE "sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "absolute_expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;--> statement-breakpoint
-- Two files of one release under one name were stored as one file with two checksums: such rows
-- cannot both be right, so one of each pair goes before the rule that forbids them.
DELETE FROM "release_files" a USING "release_files" b WHERE a."release_id" = b."release_id" AND a."file_name" = b."file_name" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "release_files_release_file_name_idx" ON "release_files" USING btree ("release_id","file_name");
