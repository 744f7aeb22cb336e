ALTER TABLE "activity_log" ADD COLUMN "mail_owed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_log_mail_owed_idx" ON "activity_log" USING btree ("id") WHERE "activity_log"."mail_owed";--> statement-breakpoint
-- Mail still owed when this runs moves onto the submissions' `created` entries, so none is lost.
UPDATE "activity_log" SET "mail_owed" = true FROM "mail_events" WHERE "activity_log"."action" = 'created' AND "activity_log"."subject_type" = "mail_events"."subject_type" AND "activity_log"."subject_id" = "mail_events"."subject_id";--> statement-breakpoint
DROP TABLE "mail_events" CASCADE;
