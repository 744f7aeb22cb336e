-- hand-written: an interest's industry codes counted as the maintained counts count the rest
-- (ADR 026), so that "Matching backers" reads its total from a few rows instead of counting
-- an index range (ADR 053). Kind 'interest_sector': one row per code an interest holds, by
-- status; stage '' and owner 0 (nothing else is counted by code).
CREATE OR REPLACE FUNCTION "investment_interests_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "zone" text := "company_time_zone"();
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'investment_interest', "status", "choice", "stage", "owner", sum("delta")
    FROM (SELECT "status", "investment_amount", '', coalesce("assignee_id", 0), -1 FROM "old_rows") AS "changed"("status", "choice", "stage", "owner", "delta")
    GROUP BY "status", "choice", "stage", "owner";
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'interest_sector', "status", "code", '', 0, sum("delta")
    FROM (SELECT "status", "code", -1 FROM "old_rows", LATERAL (SELECT DISTINCT unnest("sectors")) AS "held"("code")) AS "changed"("status", "code", "delta")
    GROUP BY "status", "code";
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
    -- Interests whose status and codes did not change cancel out and append nothing.
    INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
    SELECT 'interest_sector', "status", "code", '', 0, sum("delta")
    FROM (
      SELECT "status", "code", -1 FROM "old_rows", LATERAL (SELECT DISTINCT unnest("sectors")) AS "held"("code")
      UNION ALL
      SELECT "status", "code", 1 FROM "new_rows", LATERAL (SELECT DISTINCT unnest("sectors")) AS "held"("code")
    ) AS "changed"("status", "code", "delta")
    GROUP BY "status", "code"
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
CREATE OR REPLACE FUNCTION "investment_interests_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  VALUES ('investment_interest', NEW."status", NEW."investment_amount", '', coalesce(NEW."assignee_id", 0), 1);
  INSERT INTO "submission_count_changes" ("kind", "status", "choice", "stage", "owner", "delta")
  SELECT DISTINCT 'interest_sector', NEW."status", "code", '', 0, 1 FROM unnest(NEW."sectors") AS "code";
  INSERT INTO "submission_day_changes" ("kind", "day", "delta")
  VALUES ('investment_interest', (NEW."created_at" AT TIME ZONE "company_time_zone"())::date, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The interests already stored, counted once; their later changes come through the triggers.
INSERT INTO "submission_counts" ("kind", "status", "choice", "stage", "owner", "count")
SELECT 'interest_sector', "status", "code", '', 0, count(*)
FROM "investment_interests", LATERAL (SELECT DISTINCT unnest("sectors")) AS "held"("code")
GROUP BY "status", "code";
