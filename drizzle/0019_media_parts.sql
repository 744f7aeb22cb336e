CREATE TABLE "media_parts" (
	"media_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_parts_media_id_part_pk" PRIMARY KEY("media_id","part")
);
--> statement-breakpoint
ALTER TABLE "media_parts" ADD CONSTRAINT "media_parts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each image uploaded before this migration keeps its original as a single part.
INSERT INTO "media_parts" ("media_id", "part", "bytes") SELECT "id", 0, "original" FROM "media";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "original";