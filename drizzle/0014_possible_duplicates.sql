CREATE INDEX "investment_interests_email_lower_idx" ON "investment_interests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "investment_interests_name_trgm_idx" ON "investment_interests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_ideas_email_lower_idx" ON "startup_ideas" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "startup_ideas_name_trgm_idx" ON "startup_ideas" USING gin ("name" gin_trgm_ops);