CREATE INDEX "investment_interests_status_changed_idx" ON "investment_interests" USING btree ("status","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "investment_interests_status_changed_at_idx" ON "investment_interests" USING btree ("status_changed_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_status_changed_idx" ON "startup_ideas" USING btree ("status","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "startup_ideas_status_changed_at_idx" ON "startup_ideas" USING btree ("status_changed_at","id");