DROP INDEX "scripts_created_on_idx";--> statement-breakpoint
CREATE INDEX "scripts_page_order_idx" ON "scripts" USING btree ("created_on" DESC NULLS FIRST,"script_name");