CREATE TABLE "submission_count_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_count_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"choice" text NOT NULL,
	"stage" text NOT NULL,
	"owner" integer NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"choice" text NOT NULL,
	"stage" text NOT NULL,
	"owner" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "submission_counts_kind_status_choice_stage_owner_pk" PRIMARY KEY("kind","status","choice","stage","owner")
);
--> statement-breakpoint
CREATE TABLE "submission_daily_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "submission_daily_counts_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "submission_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "investment_interests_created_at_idx";--> statement-breakpoint
DROP INDEX "investment_interests_status_idx";--> statement-breakpoint
DROP INDEX "investment_interests_amount_idx";--> statement-breakpoint
DROP INDEX "investment_interests_assignee_idx";--> statement-breakpoint
DROP INDEX "startup_ideas_created_at_idx";--> statement-breakpoint
DROP INDEX "startup_ideas_status_idx";--> statement-breakpoint
DROP INDEX "startup_ideas_sector_idx";--> statement-breakpoint
DROP INDEX "startup_ideas_assignee_idx";--> statement-breakpoint
CREATE INDEX "investment_interests_name_idx" ON "investment_interests" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "investment_interests_status_rank_idx" ON "investment_interests" USING btree (array_position('{new,reviewing,contacted,archived}'::text[], "status"),"id");--> statement-breakpoint
CREATE INDEX "startup_ideas_name_idx" ON "startup_ideas" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "startup_ideas_status_rank_idx" ON "startup_ideas" USING btree (array_position('{new,reviewing,contacted,archived}'::text[], "status"),"id");--> statement-breakpoint
CREATE INDEX "investment_interests_created_at_idx" ON "investment_interests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investment_interests_status_idx" ON "investment_interests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "investment_interests_amount_idx" ON "investment_interests" USING btree ("investment_amount","created_at","id");--> statement-breakpoint
CREATE INDEX "investment_interests_assignee_idx" ON "investment_interests" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_created_at_idx" ON "startup_ideas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_status_idx" ON "startup_ideas" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_sector_idx" ON "startup_ideas" USING btree ("sector","created_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_assignee_idx" ON "startup_ideas" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
-- Every statement that adds, changes or removes submissions appends its net change to the
-- counts (ADR 026): per combination of counted values and per day, +n for records that now hold
-- it, -n for those that no longer do. A day is the record's creation date in the site's time
-- zone (shared/config/site.ts); a new zone there needs a migration that rebuilds the daily counts.
CREATE FUNCTION "startup_ideas_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A branch per operation: a statement may name only the transition tables its trigger has.
  -- (Inserts are counted row by row, below: a submission is one row, and a row trigger costs it
  -- less than a statement trigger's transition table.)
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'startup_idea', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "sector", "stage", coalesce("assignee_id", 0), -1 FROM "old_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner";
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'startup_idea', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, -1 FROM "old_rows") AS "changed"("day", "delta")
    GROUP BY "day";
  ELSE
    -- Records whose counted values did not change cancel out and append nothing.
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'startup_idea', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "sector", "stage", coalesce("assignee_id", 0), -1 FROM "old_rows" UNION ALL SELECT "status", "sector", "stage", coalesce("assignee_id", 0), 1 FROM "new_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner"
    HAVING sum("delta") <> 0;
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'startup_idea', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, -1 FROM "old_rows" UNION ALL SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, 1 FROM "new_rows") AS "changed"("day", "delta")
    GROUP BY "day"
    HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "investment_interests_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A branch per operation: a statement may name only the transition tables its trigger has.
  -- (Inserts are counted row by row, below: a submission is one row, and a row trigger costs it
  -- less than a statement trigger's transition table.)
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'investment_interest', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), -1 FROM "old_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner";
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'investment_interest', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, -1 FROM "old_rows") AS "changed"("day", "delta")
    GROUP BY "day";
  ELSE
    -- Records whose counted values did not change cancel out and append nothing.
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'investment_interest', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), -1 FROM "old_rows" UNION ALL SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), 1 FROM "new_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner"
    HAVING sum("delta") <> 0;
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'investment_interest', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, -1 FROM "old_rows" UNION ALL SELECT ("created_at" AT TIME ZONE 'America/Detroit')::date, 1 FROM "new_rows") AS "changed"("day", "delta")
    GROUP BY "day"
    HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "startup_ideas_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  VALUES ('startup_idea', NEW."status", NEW."sector", NEW."stage", coalesce(NEW."assignee_id", 0), 1);
  INSERT INTO "submission_day_changes" ("kind", "day", "delta")
  VALUES ('startup_idea', (NEW."created_at" AT TIME ZONE 'America/Detroit')::date, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "investment_interests_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  VALUES ('investment_interest', NEW."status", NEW."investment_amount", '', coalesce(NEW."assignee_id", 0), 1);
  INSERT INTO "submission_day_changes" ("kind", "day", "delta")
  VALUES ('investment_interest', (NEW."created_at" AT TIME ZONE 'America/Detroit')::date, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "startup_ideas_counted_insert" AFTER INSERT ON "startup_ideas"
  FOR EACH ROW EXECUTE FUNCTION "startup_ideas_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "startup_ideas_counted_update" AFTER UPDATE ON "startup_ideas"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "startup_ideas_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "startup_ideas_counted_delete" AFTER DELETE ON "startup_ideas"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "startup_ideas_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "investment_interests_counted_insert" AFTER INSERT ON "investment_interests"
  FOR EACH ROW EXECUTE FUNCTION "investment_interests_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "investment_interests_counted_update" AFTER UPDATE ON "investment_interests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "investment_interests_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "investment_interests_counted_delete" AFTER DELETE ON "investment_interests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "investment_interests_count_changes"();
--> statement-breakpoint
-- The records already there, counted once.
INSERT INTO "submission_counts" ("kind", "status", "choice", "stage", "owner", "count")
SELECT 'startup_idea', "status", "sector", "stage", coalesce("assignee_id", 0), count(*)
FROM "startup_ideas" GROUP BY 2, 3, 4, 5
UNION ALL
SELECT 'investment_interest', "status", "investment_amount", '', coalesce("assignee_id", 0), count(*)
FROM "investment_interests" GROUP BY 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "submission_daily_counts" ("kind", "day", "count")
SELECT 'startup_idea', ("created_at" AT TIME ZONE 'America/Detroit')::date, count(*)
FROM "startup_ideas" GROUP BY 2
UNION ALL
SELECT 'investment_interest', ("created_at" AT TIME ZONE 'America/Detroit')::date, count(*)
FROM "investment_interests" GROUP BY 2;
