CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "investment_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"sectors" text[] NOT NULL,
	"investment_amount" text NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_interests_status_check" CHECK ("investment_interests"."status" in ('new', 'reviewing', 'contacted', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"idea" text NOT NULL,
	"sector" text NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_ideas_status_check" CHECK ("startup_ideas"."status" in ('new', 'reviewing', 'contacted', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "strategic_perspectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"cover_image" text,
	"category" text NOT NULL,
	"author_name" text NOT NULL,
	"author_title" text NOT NULL,
	"author_image" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_interests_created_at_idx" ON "investment_interests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investment_interests_status_idx" ON "investment_interests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investment_interests_amount_idx" ON "investment_interests" USING btree ("investment_amount","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investment_interests_search_idx" ON "investment_interests" USING gin (("name" || ' ' || "email" || ' ' || coalesce("additional_info", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_admin_id_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "startup_ideas_created_at_idx" ON "startup_ideas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_status_idx" ON "startup_ideas" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_sector_idx" ON "startup_ideas" USING btree ("sector","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_search_idx" ON "startup_ideas" USING gin (("name" || ' ' || "email" || ' ' || "idea") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "strategic_perspectives_slug_idx" ON "strategic_perspectives" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "strategic_perspectives_published_idx" ON "strategic_perspectives" USING btree ("published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "strategic_perspectives_category_idx" ON "strategic_perspectives" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "strategic_perspectives_search_idx" ON "strategic_perspectives" USING gin (("title" || ' ' || "summary" || ' ' || "author_name") gin_trgm_ops);