import { z } from "zod";

import { parseMediaUrl } from "./media";
import { PERSPECTIVE_CATEGORY_CODES } from "./perspective-categories";
import { PERSPECTIVE_LIMITS, PERSPECTIVE_MESSAGES } from "./perspective-texts";

export {
  categoryLabel,
  PERSPECTIVE_CATEGORIES,
  PERSPECTIVE_CATEGORY_CODES,
  type PerspectiveCategory,
} from "./perspective-categories";
export { PERSPECTIVE_LIMITS, PERSPECTIVE_MESSAGES } from "./perspective-texts";

/** Empty, or an absolute http(s) URL; empty is stored as null. */
const optionalImageUrl = z
  .string({ error: PERSPECTIVE_MESSAGES.url })
  .trim()
  .max(PERSPECTIVE_LIMITS.urlMax, PERSPECTIVE_MESSAGES.url)
  .refine(
    (value) =>
      value === "" ||
      (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)) ||
      parseMediaUrl(value) !== null,
    PERSPECTIVE_MESSAGES.url,
  )
  .nullish()
  .transform((value) => value || null);

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(PERSPECTIVE_LIMITS.authorMax, PERSPECTIVE_MESSAGES.authorMax);

/**
 * When to publish (contract §15): a moment with its offset; with `published: true` a future
 * one schedules the perspective, a past one publishes it at once. Null, "" or absent: at once.
 */
const isoMoment = z.iso.datetime({ offset: true });
const publishAt = z
  .string({ error: PERSPECTIVE_MESSAGES.publishAt })
  .refine((value) => value === "" || isoMoment.safeParse(value).success, {
    error: PERSPECTIVE_MESSAGES.publishAt,
  })
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/admin/perspectives and the editor form. `id`, `slug`, `publishedAt` and
 * `updatedAt` are the server's. `content` is HTML and is sanitized on the server
 * after validation; its length counts the HTML as sent.
 */
export const perspectiveInput = z.object({
  title: z
    .string({ error: PERSPECTIVE_MESSAGES.titleMin })
    .trim()
    .min(PERSPECTIVE_LIMITS.titleMin, PERSPECTIVE_MESSAGES.titleMin)
    .max(PERSPECTIVE_LIMITS.titleMax, PERSPECTIVE_MESSAGES.titleMax),
  summary: z
    .string({ error: PERSPECTIVE_MESSAGES.summaryMin })
    .trim()
    .min(PERSPECTIVE_LIMITS.summaryMin, PERSPECTIVE_MESSAGES.summaryMin)
    .max(PERSPECTIVE_LIMITS.summaryMax, PERSPECTIVE_MESSAGES.summaryMax),
  content: z
    .string({ error: PERSPECTIVE_MESSAGES.contentMin })
    .trim()
    .min(PERSPECTIVE_LIMITS.contentMin, PERSPECTIVE_MESSAGES.contentMin)
    .max(PERSPECTIVE_LIMITS.contentMax, PERSPECTIVE_MESSAGES.contentMax),
  category: z.enum(PERSPECTIVE_CATEGORY_CODES, { error: PERSPECTIVE_MESSAGES.category }),
  coverImage: optionalImageUrl,
  authorName: requiredText(PERSPECTIVE_MESSAGES.authorName),
  authorTitle: requiredText(PERSPECTIVE_MESSAGES.authorTitle),
  authorImage: optionalImageUrl,
  featured: z.boolean({ error: "featured must be true or false" }).default(false),
  published: z.boolean({ error: "published must be true or false" }).default(true),
  publishAt,
});
export type PerspectiveInput = z.input<typeof perspectiveInput>;

/** PATCH /api/admin/perspectives/{id}: every field optional; what is sent must be valid. */
export const perspectiveUpdate = perspectiveInput.partial().extend({
  featured: z.boolean({ error: "featured must be true or false" }).optional(),
  published: z.boolean({ error: "published must be true or false" }).optional(),
  /** Saved by the editor on its own: folds into the latest autosave revision (contract §15). */
  autosave: z.boolean({ error: "autosave must be true or false" }).optional(),
});
export type PerspectiveUpdate = z.input<typeof perspectiveUpdate>;

/** GET /api/perspectives and the /perspectives page: both optional; `all` means no category. */
export const publicPerspectiveQuery = z.object({
  search: z
    .string({ error: "search must be given once, as text" })
    .trim()
    .max(200, "search must be at most 200 characters")
    .optional()
    .transform((value) => value || undefined),
  category: z
    .union([z.literal("all"), z.enum(PERSPECTIVE_CATEGORY_CODES)], {
      error: `category must be all or one of ${PERSPECTIVE_CATEGORY_CODES.join(", ")}`,
    })
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
});
export type PublicPerspectiveQuery = z.output<typeof publicPerspectiveQuery>;

/** Draft, scheduled (to go live at `publishAt`) or published (live) (contract §15). */
export const PERSPECTIVE_STATUSES = ["draft", "scheduled", "published"] as const;
export type PerspectiveStatus = (typeof PERSPECTIVE_STATUSES)[number];

const perspectiveSummaryFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  category: z.string(),
  authorName: z.string(),
  authorTitle: z.string(),
  authorImage: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  status: z.enum(PERSPECTIVE_STATUSES),
  publishAt: z.iso
    .datetime()
    .nullable()
    .describe("When a scheduled perspective goes live; null for drafts and published ones"),
};

/** A list card: everything but the article body. */
export const perspectiveSummary = z
  .object(perspectiveSummaryFields)
  .meta({ id: "PerspectiveSummary" });
export type PerspectiveSummary = z.infer<typeof perspectiveSummary>;

/** What the API answers for a perspective (dates as ISO-8601 strings). */
export const perspectiveRecord = z
  .object({ ...perspectiveSummaryFields, content: z.string().describe("The article, as HTML") })
  .meta({ id: "Perspective" });
export type PerspectiveRecord = z.infer<typeof perspectiveRecord>;
