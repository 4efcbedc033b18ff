DROP INDEX "purchases_user_created_idx";--> statement-breakpoint
CREATE INDEX "purchases_user_history_idx" ON "purchases" USING btree ("user_id","created_at","starts_at","id");