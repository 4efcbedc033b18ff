-- The store keeps the catalogue in memory (issue 34); this token says which state of `scripts`
-- it holds. Any statement that writes `scripts`, from any process, renews it in its own
-- transaction, so a reader that sees the write also sees the new token.
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "catalogue_version_renew"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_version" ("id", "token") VALUES (true, gen_random_uuid())
    ON CONFLICT ("id") DO UPDATE SET "token" = excluded."token";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scripts_renew_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scripts"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_renew"();
