CREATE TABLE "ended_deal_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_page_images" (
	"share_id" integer NOT NULL,
	"page" integer NOT NULL,
	"image" "bytea" NOT NULL,
	CONSTRAINT "share_page_images_share_id_page_pk" PRIMARY KEY("share_id","page")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_idea_id" integer NOT NULL,
	"investment_interest_id" integer NOT NULL,
	"state" text NOT NULL,
	"teaser" text NOT NULL,
	"sector_match" boolean NOT NULL,
	"proposed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"token_hash" text,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"seconds_viewed" integer DEFAULT 0 NOT NULL,
	"page_seconds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_view_report_at" timestamp with time zone,
	"response" text,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"introduction_decision" text,
	"introduction_decided_at" timestamp with time zone,
	"introduced_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shares_idea_interest_unique" UNIQUE("startup_idea_id","investment_interest_id"),
	CONSTRAINT "shares_state_check" CHECK ("shares"."state" in ('awaiting-founder', 'declined', 'sent', 'introduced', 'revoked')),
	CONSTRAINT "shares_response_check" CHECK ("shares"."response" in ('interested', 'not-for-me')),
	CONSTRAINT "shares_introduction_decision_check" CHECK ("shares"."introduction_decision" in ('accept', 'decline'))
);
--> statement-breakpoint
ALTER TABLE "share_page_images" ADD CONSTRAINT "share_page_images_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_proposed_by_admins_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_investment_interest_idx" ON "shares" USING btree ("investment_interest_id");