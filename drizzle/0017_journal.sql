CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"byte_size" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_format_check" CHECK ("media"."format" in ('jpeg', 'png', 'webp', 'avif', 'gif'))
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_media_id_width_format_pk" PRIMARY KEY("media_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "perspective_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"perspective_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" integer,
	"autosave" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategic_perspectives" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "strategic_perspectives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "strategic_perspectives" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "strategic_perspectives" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perspective_revisions" ADD CONSTRAINT "perspective_revisions_perspective_id_strategic_perspectives_id_fk" FOREIGN KEY ("perspective_id") REFERENCES "public"."strategic_perspectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perspective_revisions" ADD CONSTRAINT "perspective_revisions_saved_by_admins_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "perspective_revisions_perspective_idx" ON "perspective_revisions" USING btree ("perspective_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "strategic_perspectives" ADD CONSTRAINT "strategic_perspectives_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strategic_perspectives_scheduled_idx" ON "strategic_perspectives" USING btree ("publish_at") WHERE "strategic_perspectives"."publish_at" is not null;--> statement-breakpoint
-- Every perspective written before revisions existed starts its history with its state now.
INSERT INTO "perspective_revisions" ("perspective_id", "saved_at", "title", "fields")
SELECT "id", "updated_at", "title", jsonb_build_object(
	'title', "title", 'summary', "summary", 'content', "content", 'category', "category",
	'coverImage', coalesce("cover_image", ''), 'authorName', "author_name",
	'authorTitle', "author_title", 'authorImage', coalesce("author_image", ''),
	'featured', "featured", 'published', "published")
FROM "strategic_perspectives";
