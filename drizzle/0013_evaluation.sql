CREATE TABLE "comment_mentions" (
	"comment_id" integer NOT NULL,
	"mentioned_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_mentions_comment_id_mentioned_id_pk" PRIMARY KEY("comment_id","mentioned_id")
);
--> statement-breakpoint
CREATE TABLE "record_tags" (
	"tag_id" integer NOT NULL,
	"startup_idea_id" integer,
	"investment_interest_id" integer,
	CONSTRAINT "record_tags_one_record_check" CHECK (num_nonnulls("record_tags"."startup_idea_id", "record_tags"."investment_interest_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"startup_idea_id" integer,
	"investment_interest_id" integer,
	"reviewer_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_record_check" CHECK (num_nonnulls("reviews"."startup_idea_id", "reviews"."investment_interest_id") = 1),
	CONSTRAINT "reviews_recommendation_check" CHECK ("reviews"."recommendation" in ('advance', 'hold', 'pass'))
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"kind" text PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_kind_check" CHECK ("scorecards"."kind" in ('startup-ideas', 'investment-interests'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_colour_check" CHECK ("tags"."colour" in ('green', 'blue', 'amber', 'red', 'purple', 'grey'))
);
--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "review_score" double precision;--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "review_score" double precision;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_comment_id_submission_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."submission_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_mentioned_id_admins_id_fk" FOREIGN KEY ("mentioned_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_tags" ADD CONSTRAINT "record_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_tags" ADD CONSTRAINT "record_tags_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_tags" ADD CONSTRAINT "record_tags_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_mentions_mentioned_idx" ON "comment_mentions" USING btree ("mentioned_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "record_tags_tag_startup_idea_idx" ON "record_tags" USING btree ("tag_id","startup_idea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_tags_tag_investment_interest_idx" ON "record_tags" USING btree ("tag_id","investment_interest_id");--> statement-breakpoint
CREATE INDEX "record_tags_startup_idea_idx" ON "record_tags" USING btree ("startup_idea_id");--> statement-breakpoint
CREATE INDEX "record_tags_investment_interest_idx" ON "record_tags" USING btree ("investment_interest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_startup_idea_reviewer_idx" ON "reviews" USING btree ("startup_idea_id","reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_investment_interest_reviewer_idx" ON "reviews" USING btree ("investment_interest_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
-- hand-written: a record's time in its status counts from its last status change in the
-- activity log, or from its creation when it never changed (contract §14). The backfill changes
-- nothing the counts keep, so their update triggers stay out of it.
ALTER TABLE "startup_ideas" DISABLE TRIGGER "startup_ideas_counted_update";--> statement-breakpoint
ALTER TABLE "investment_interests" DISABLE TRIGGER "investment_interests_counted_update";--> statement-breakpoint
UPDATE "startup_ideas" AS r SET "status_changed_at" = coalesce(
  (SELECT max(a."at") FROM "activity_log" a
    WHERE a."subject_type" = 'startup_idea' AND a."subject_id" = r."id" AND a."action" = 'status_changed'),
  r."created_at");--> statement-breakpoint
UPDATE "investment_interests" AS r SET "status_changed_at" = coalesce(
  (SELECT max(a."at") FROM "activity_log" a
    WHERE a."subject_type" = 'investment_interest' AND a."subject_id" = r."id" AND a."action" = 'status_changed'),
  r."created_at");--> statement-breakpoint
ALTER TABLE "startup_ideas" ENABLE TRIGGER "startup_ideas_counted_update";--> statement-breakpoint
ALTER TABLE "investment_interests" ENABLE TRIGGER "investment_interests_counted_update";--> statement-breakpoint
-- The scorecards a studio starts from (contract §14); the admin changes them in Settings.
INSERT INTO "scorecards" ("kind", "criteria") VALUES
('startup-ideas', '[
  {"key": "team", "label": "Team", "weight": 3, "description": "Can these founders build and sell it: relevant experience, complementary skills, commitment."},
  {"key": "market", "label": "Market", "weight": 2, "description": "How many farms or agri-businesses feel this problem, and will they pay to have it solved."},
  {"key": "agronomic-impact", "label": "Agronomic impact", "weight": 2, "description": "Measurable gains in yield, inputs, soil, water or emissions in the field."},
  {"key": "traction", "label": "Traction", "weight": 1, "description": "Evidence so far: pilots, letters of intent, paying customers, growth."},
  {"key": "studio-fit", "label": "Fit with the studio", "weight": 2, "description": "How well our team, network and capital can help this venture succeed."}
]'::jsonb),
('investment-interests', '[
  {"key": "thesis-fit", "label": "Fit with our thesis", "weight": 3, "description": "Sectors, stage and horizon that match the ventures we build."},
  {"key": "ticket", "label": "Ticket size", "weight": 2, "description": "Whether the amount they name matches the rounds we raise."},
  {"key": "value-add", "label": "Value beyond money", "weight": 2, "description": "Agronomic, commercial or regional networks our ventures could use."},
  {"key": "track-record", "label": "Track record", "weight": 1, "description": "Earlier investments in agriculture, food or climate, and how they went."},
  {"key": "readiness", "label": "Readiness to commit", "weight": 2, "description": "How soon and how firmly they are ready to invest."}
]'::jsonb);
