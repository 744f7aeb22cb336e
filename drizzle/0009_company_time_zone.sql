-- The company's time zone has one home, shared/config/site.ts (ADR 012). The server writes it
-- to site_settings ('time_zone') each time it opens the database, before it serves a request or
-- starts its worker, and rebuilds the daily counts when it differs from the one stored
-- (server/db/company-time-zone.ts). The count triggers read it from there instead of naming a
-- zone: a day is a record's creation date in the zone.
CREATE FUNCTION "company_time_zone"() RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  "zone" text;
BEGIN
  SELECT "value" #>> '{}' INTO "zone" FROM "site_settings" WHERE "key" = 'time_zone';
  IF "zone" IS NULL THEN
    RAISE EXCEPTION 'The company time zone is not set: the server writes it (site_settings time_zone, from shared/config/site.ts) when it opens the database';
  END IF;
  RETURN "zone";
END $$;
--> statement-breakpoint
-- The statement triggers read the zone once a statement, however many rows it changed.
CREATE OR REPLACE FUNCTION "startup_ideas_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "zone" text := "company_time_zone"();
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
    FROM (SELECT ("created_at" AT TIME ZONE "zone")::date, -1 FROM "old_rows") AS "changed"("day", "delta")
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
    FROM (SELECT ("created_at" AT TIME ZONE "zone")::date, -1 FROM "old_rows" UNION ALL SELECT ("created_at" AT TIME ZONE "zone")::date, 1 FROM "new_rows") AS "changed"("day", "delta")
    GROUP BY "day"
    HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "investment_interests_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "zone" text := "company_time_zone"();
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'investment_interest', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), -1 FROM "old_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner";
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'investment_interest', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE "zone")::date, -1 FROM "old_rows") AS "changed"("day", "delta")
    GROUP BY "day";
  ELSE
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'investment_interest', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), -1 FROM "old_rows" UNION ALL SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), 1 FROM "new_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner"
    HAVING sum("delta") <> 0;
    INSERT INTO "submission_day_changes" ("kind", "day", "delta")
    SELECT 'investment_interest', "day", sum("delta")
    FROM (SELECT ("created_at" AT TIME ZONE "zone")::date, -1 FROM "old_rows" UNION ALL SELECT ("created_at" AT TIME ZONE "zone")::date, 1 FROM "new_rows") AS "changed"("day", "delta")
    GROUP BY "day"
    HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "startup_ideas_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  VALUES ('startup_idea', NEW."status", NEW."sector", NEW."stage", coalesce(NEW."assignee_id", 0), 1);
  INSERT INTO "submission_day_changes" ("kind", "day", "delta")
  VALUES ('startup_idea', (NEW."created_at" AT TIME ZONE "company_time_zone"())::date, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "investment_interests_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  VALUES ('investment_interest', NEW."status", NEW."investment_amount", '', coalesce(NEW."assignee_id", 0), 1);
  INSERT INTO "submission_day_changes" ("kind", "day", "delta")
  VALUES ('investment_interest', (NEW."created_at" AT TIME ZONE "company_time_zone"())::date, 1);
  RETURN NULL;
END $$;
