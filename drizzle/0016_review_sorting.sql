ALTER TABLE "reviews" ADD COLUMN "record_score" double precision;--> statement-breakpoint
CREATE INDEX "reviews_reviewer_startup_idea_score_idx" ON "reviews" USING btree ("reviewer_id","record_score","startup_idea_id") WHERE "reviews"."startup_idea_id" is not null and "reviews"."record_score" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reviewer_investment_interest_score_idx" ON "reviews" USING btree ("reviewer_id","record_score","investment_interest_id") WHERE "reviews"."investment_interest_id" is not null and "reviews"."record_score" is not null;--> statement-breakpoint
CREATE INDEX "investment_interests_score_asc_idx" ON "investment_interests" USING btree (coalesce("review_score", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "investment_interests_score_desc_idx" ON "investment_interests" USING btree (coalesce("review_score", '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "investment_interests_review_count_idx" ON "investment_interests" USING btree ("review_count","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_score_asc_idx" ON "startup_ideas" USING btree (coalesce("review_score", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "startup_ideas_score_desc_idx" ON "startup_ideas" USING btree (coalesce("review_score", '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "startup_ideas_review_count_idx" ON "startup_ideas" USING btree ("review_count","id");