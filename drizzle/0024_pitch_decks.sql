CREATE TABLE "deck_pages" (
	"deck_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "deck_pages_deck_id_page_pk" PRIMARY KEY("deck_id","page")
);
--> statement-breakpoint
CREATE TABLE "deck_parts" (
	"deck_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "deck_parts_deck_id_part_pk" PRIMARY KEY("deck_id","part")
);
--> statement-breakpoint
CREATE TABLE "decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_idea_id" integer NOT NULL,
	"state" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"pages" integer,
	"signature" text,
	"scan_failures" integer DEFAULT 0 NOT NULL,
	"work_due_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decks_startup_idea_id_unique" UNIQUE("startup_idea_id"),
	CONSTRAINT "decks_state_check" CHECK ("decks"."state" in ('scanning', 'clean', 'infected', 'unscanned', 'unreadable'))
);
--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD COLUMN "has_deck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_pages" ADD CONSTRAINT "deck_pages_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_parts" ADD CONSTRAINT "deck_parts_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_startup_idea_id_startup_ideas_id_fk" FOREIGN KEY ("startup_idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decks_work_due_idx" ON "decks" USING btree ("work_due_at") WHERE "decks"."work_due_at" is not null;