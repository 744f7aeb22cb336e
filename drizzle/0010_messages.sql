CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"startup_idea_id" integer,
	"investment_interest_id" integer,
	"direction" text NOT NULL,
	"via" text NOT NULL,
	"author_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" bigint,
	"email_message_id" text,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_one_record_check" CHECK (num_nonnulls("messages"."startup_idea_id", "messages"."investment_interest_id") = 1),
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('out', 'in')),
	CONSTRAINT "messages_via_check" CHECK ("messages"."via" in ('staff', 'status-page', 'email'))
);
--> statement-breakpoint
CREATE TABLE "status_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"startup_idea_id" integer,
	"investment_interest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_tokens_one_record_check" CHECK (num_nonnulls("status_tokens"."startup_idea_id", "status_tokens"."investment_interest_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "investment_interests" ADD COLUMN "unread_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "unread_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_tokens" ADD CONSTRAINT "status_tokens_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_tokens" ADD CONSTRAINT "status_tokens_investment_interest_id_investment_interests_id_fk" FOREIGN KEY ("investment_interest_id") REFERENCES "public"."investment_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_startup_idea_idx" ON "messages" USING btree ("startup_idea_id","id");--> statement-breakpoint
CREATE INDEX "messages_investment_interest_idx" ON "messages" USING btree ("investment_interest_id","id");--> statement-breakpoint
CREATE INDEX "messages_email_message_id_idx" ON "messages" USING btree ("email_message_id");--> statement-breakpoint
CREATE INDEX "status_tokens_startup_idea_idx" ON "status_tokens" USING btree ("startup_idea_id");--> statement-breakpoint
CREATE INDEX "status_tokens_investment_interest_idx" ON "status_tokens" USING btree ("investment_interest_id");--> statement-breakpoint
CREATE INDEX "investment_interests_unread_idx" ON "investment_interests" USING btree ("created_at","id") WHERE "investment_interests"."unread_messages" > 0;--> statement-breakpoint
CREATE INDEX "startup_ideas_unread_idx" ON "startup_ideas" USING btree ("created_at","id") WHERE "startup_ideas"."unread_messages" > 0;--> statement-breakpoint
-- Three templates a studio uses from its first day (contract §13); admins change or delete them.
INSERT INTO "message_templates" ("name", "subject", "body") VALUES
('We received it', 'We have received your submission', E'Dear {{firstName}},\n\nThank you for writing to us. We have received your submission and will review it within the next two weeks.\n\nYou can see where it stands, and write to us, on your private page:\n{{statusUrl}}\n\nWith best regards,\n{{staffName}}'),
('A question', 'A question about your submission', E'Dear {{firstName}},\n\nWe are reading your submission with interest and would like to know a little more:\n\n\n\nYou can answer by replying to this e-mail, or on your private page:\n{{statusUrl}}\n\nBest regards,\n{{staffName}}'),
('A polite pass', 'About your submission', E'Dear {{firstName}},\n\nThank you for thinking of us. We have read your submission carefully and have decided not to take it further at this time. This says nothing against its worth: we can only build a few ventures a year, in the areas closest to our studio''s work.\n\nWe wish you every success, and you are welcome to write to us again with a future idea.\n\nKind regards,\n{{staffName}}');
