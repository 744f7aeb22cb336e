CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_idea_id" integer,
	"investment_interest_id" integer,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_comments_one_record_check" CHECK (num_nonnulls("submission_comments"."startup_idea_id", "submission_comments"."investment_interest_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_subject_idx" ON "activity_log" USING btree ("subject_type","subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_comments_startup_idea_idx" ON "submission_comments" USING btree ("startup_idea_id","id");--> statement-breakpoint
CREATE INDEX "submission_comments_investment_interest_idx" ON "submission_comments" USING btree ("investment_interest_id","id");--> statement-breakpoint
ALTER TABLE "investment_interests" ADD CONSTRAINT "investment_interests_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD CONSTRAINT "startup_ideas_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_idx" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_invite_token_idx" ON "admins" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "investment_interests_assignee_idx" ON "investment_interests" USING btree ("assignee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_assignee_idx" ON "startup_ideas" USING btree ("assignee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('admin', 'reviewer', 'editor'));