ALTER TABLE "tags" ADD COLUMN "startup_idea_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "investment_interest_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: each tag's records counted as record_tags changes, in the same statement.
-- Tag by tag in id order, so that two statements changing the same tags lock their rows in
-- one order (no deadlock); a plain UPDATE takes the lock that does not conflict with the
-- KEY SHARE a tagging request holds on the tags it applies.
CREATE FUNCTION "record_tags_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR "changed" IN
      SELECT "tag_id", count("startup_idea_id") AS "ideas", count("investment_interest_id") AS "interests"
      FROM "new_rows" GROUP BY "tag_id" ORDER BY "tag_id"
    LOOP
      UPDATE "tags" SET "startup_idea_count" = "startup_idea_count" + "changed"."ideas",
        "investment_interest_count" = "investment_interest_count" + "changed"."interests"
      WHERE "id" = "changed"."tag_id";
    END LOOP;
  ELSE
    FOR "changed" IN
      SELECT "tag_id", count("startup_idea_id") AS "ideas", count("investment_interest_id") AS "interests"
      FROM "old_rows" GROUP BY "tag_id" ORDER BY "tag_id"
    LOOP
      -- A deleted tag takes its rows along: its own row is gone, and this updates nothing.
      UPDATE "tags" SET "startup_idea_count" = "startup_idea_count" - "changed"."ideas",
        "investment_interest_count" = "investment_interest_count" - "changed"."interests"
      WHERE "id" = "changed"."tag_id";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "record_tags_counted_insert" AFTER INSERT ON "record_tags"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_tags_count"();
--> statement-breakpoint
CREATE TRIGGER "record_tags_counted_delete" AFTER DELETE ON "record_tags"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_tags_count"();
--> statement-breakpoint
UPDATE "tags" SET
  "startup_idea_count" = (SELECT count(*) FROM "record_tags" WHERE "tag_id" = "tags"."id" AND "startup_idea_id" IS NOT NULL),
  "investment_interest_count" = (SELECT count(*) FROM "record_tags" WHERE "tag_id" = "tags"."id" AND "investment_interest_id" IS NOT NULL);
