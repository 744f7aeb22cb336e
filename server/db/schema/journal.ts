import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { strategicPerspectives } from "./perspectives";
import { admins } from "./staff";

/** The formats an upload may have (contract §15), recognised by the file's bytes. */
export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;

/**
 * An uploaded image (contract §15). The original (metadata stripped) lives in the database
 * (`media_parts`), so every instance and every backup has it; `id` is random, so URLs cannot
 * be guessed.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    /** Marked decorative: an empty alt on purpose (an article may be published with it). */
    decorative: boolean("decorative").notNull().default(false),
    byteSize: integer("byte_size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => admins.id, { onDelete: "set null" }),
    /**
     * When the background worker may next make this image's variants (ADR 046): the upload's
     * time, then pushed on by the worker's lease while it makes them; null once they are made.
     */
    variantsDueAt: timestamp("variants_due_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_created_idx").on(t.createdAt.desc(), t.id),
    // Only images waiting for their variants: the worker's look at every poll reads this.
    index("media_variants_due_idx").on(t.variantsDueAt).where(sql`${t.variantsDueAt} is not null`),
    check("media_format_check", sql`${t.format} in ('jpeg', 'png', 'webp', 'avif', 'gif')`),
  ],
);

/**
 * An image's original bytes (metadata stripped), in parts of at most 256 KiB (ADR 039):
 * each part is written and read by a statement of its own, so that a 10 MB upload never holds
 * the embedded database, which shares the server's thread, for more than a few milliseconds.
 */
export const mediaParts = pgTable(
  "media_parts",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.part] })],
);

/**
 * A resized copy of an image, made with sharp by the background worker after its upload (or,
 * when asked for before that, on its first request) and kept, so that no instance makes it
 * twice; deleted with its image.
 */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    /** `webp` or the original's format. */
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);

/**
 * The state of a perspective after a save (contract §15): `fields` holds every field a
 * PATCH can set. The last 50 per perspective are kept; consecutive autosaves by the same
 * person within 10 minutes fold into one (`autosave` marks such a row).
 */
export const perspectiveRevisions = pgTable(
  "perspective_revisions",
  {
    id: serial("id").primaryKey(),
    perspectiveId: integer("perspective_id")
      .notNull()
      .references(() => strategicPerspectives.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer("saved_by").references(() => admins.id, { onDelete: "set null" }),
    autosave: boolean("autosave").notNull().default(false),
    title: text("title").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("perspective_revisions_perspective_idx").on(t.perspectiveId, t.id.desc())],
);
