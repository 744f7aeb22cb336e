-- hand-written: each record's tag ids, in id order, kept on the record by record_tags' triggers
-- in the statement that changes its tags (ADR 026); the ids of deleted tags may stay. The CSV export reads them with the record
-- and writes the names from the tags it read once: a subquery per row on record_tags was a
-- third of the database's time in a million-row export. Not mapped in the Drizzle schema: no
-- read of a record carries them, and no write sets them but these triggers.
-- NULL for none, as most records are: a NULL takes no room in a row, where an empty array took
-- 24 bytes in each new one, enough to change the planner's choice of index for a list.
ALTER TABLE "startup_ideas" ADD COLUMN "tag_ids" integer[];--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "tag_ids" integer[];--> statement-breakpoint
-- The records whose tags a statement changed, read again from record_tags, locked in id order
-- (two statements touching the same records then wait rather than deadlock). A record deleted
-- by the same statement (its tags go with it) is gone and updates nothing.
CREATE FUNCTION "record_tags_list_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "idea_ids" integer[];
  "interest_ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "startup_idea_id") FILTER (WHERE "startup_idea_id" IS NOT NULL),
      array_agg(DISTINCT "investment_interest_id") FILTER (WHERE "investment_interest_id" IS NOT NULL)
    INTO "idea_ids", "interest_ids" FROM "new_rows";
  ELSE
    -- Not for a tag deleted with its rows: its id stays on the records, where the export, which
    -- names ids from the tags there are, passes over it, and a tag on 100,000 records is deleted
    -- in 70 ms, not the 17 s that rewriting every one of them took.
    SELECT array_agg(DISTINCT "startup_idea_id") FILTER (WHERE "startup_idea_id" IS NOT NULL),
      array_agg(DISTINCT "investment_interest_id") FILTER (WHERE "investment_interest_id" IS NOT NULL)
    INTO "idea_ids", "interest_ids" FROM "old_rows"
    WHERE EXISTS (SELECT 1 FROM "tags" WHERE "tags"."id" = "old_rows"."tag_id");
  END IF;
  IF "idea_ids" IS NOT NULL THEN
    PERFORM 1 FROM "startup_ideas" WHERE "id" = ANY ("idea_ids") ORDER BY "id" FOR UPDATE;
    UPDATE "startup_ideas" SET "tag_ids" =
      (SELECT array_agg("tag_id" ORDER BY "tag_id") FROM "record_tags"
        WHERE "record_tags"."startup_idea_id" = "startup_ideas"."id")
    WHERE "id" = ANY ("idea_ids");
  END IF;
  IF "interest_ids" IS NOT NULL THEN
    PERFORM 1 FROM "investment_interests" WHERE "id" = ANY ("interest_ids") ORDER BY "id" FOR UPDATE;
    UPDATE "investment_interests" SET "tag_ids" =
      (SELECT array_agg("tag_id" ORDER BY "tag_id") FROM "record_tags"
        WHERE "record_tags"."investment_interest_id" = "investment_interests"."id")
    WHERE "id" = ANY ("interest_ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "record_tags_listed_insert" AFTER INSERT ON "record_tags"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_tags_list_ids"();
--> statement-breakpoint
CREATE TRIGGER "record_tags_listed_delete" AFTER DELETE ON "record_tags"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_tags_list_ids"();
--> statement-breakpoint
-- The ids of the tags records carry already. Only where there are any: an UPDATE, even of no
-- row, fires the tables' count triggers, which need the company time zone that the server
-- writes after migrating (a new database has none yet).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "record_tags" WHERE "startup_idea_id" IS NOT NULL) THEN
    UPDATE "startup_ideas" SET "tag_ids" = "tagged"."ids"
    FROM (SELECT "startup_idea_id" AS "id", array_agg("tag_id" ORDER BY "tag_id") AS "ids"
      FROM "record_tags" WHERE "startup_idea_id" IS NOT NULL GROUP BY 1) AS "tagged"
    WHERE "startup_ideas"."id" = "tagged"."id";
  END IF;
  IF EXISTS (SELECT 1 FROM "record_tags" WHERE "investment_interest_id" IS NOT NULL) THEN
    UPDATE "investment_interests" SET "tag_ids" = "tagged"."ids"
    FROM (SELECT "investment_interest_id" AS "id", array_agg("tag_id" ORDER BY "tag_id") AS "ids"
      FROM "record_tags" WHERE "investment_interest_id" IS NOT NULL GROUP BY 1) AS "tagged"
    WHERE "investment_interests"."id" = "tagged"."id";
  END IF;
END $$;
