-- hand-written: covering indexes for the tag filter's pages (ADR 035, "Later, at a quiet run").
-- Drizzle's index builder has no INCLUDE, so they are written here; the schema's
-- submissionListIndexes still names the name index, whose key columns are unchanged.
-- The name sort's index carries the name itself, so a page's ids can be read from it alone
-- (an index-only scan: PostgreSQL uses one for lower(name) only when name is in the index).
DROP INDEX IF EXISTS "startup_ideas_name_idx";--> statement-breakpoint
CREATE INDEX "startup_ideas_name_idx" ON "startup_ideas" USING btree (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
DROP INDEX IF EXISTS "investment_interests_name_idx";--> statement-breakpoint
CREATE INDEX "investment_interests_name_idx" ON "investment_interests" USING btree (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
-- Every sort key of a record by its id: a rare tag's records are looked up one by one, and
-- from here their sort keys need no visit to the table row.
CREATE INDEX "startup_ideas_sort_keys_idx" ON "startup_ideas" USING btree ("id") INCLUDE ("created_at", "name", "status", "review_score", "review_count");--> statement-breakpoint
CREATE INDEX "investment_interests_sort_keys_idx" ON "investment_interests" USING btree ("id") INCLUDE ("created_at", "name", "status", "review_score", "review_count");
