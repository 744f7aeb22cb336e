/*
 * Revisions of a perspective and the two-editors check (contract §15). A revision is the
 * state after a save; the editor compares two of them and may restore one.
 */

import { z } from "zod";
import { perspectiveRecord } from "./perspective";
import { staffRef } from "./record-work";

export type { StaffRef } from "./record-work";

/**
 * A perspective as the admin API's detail, POST and PATCH answer it: `version` counts the
 * saves, and the ETag is `"<id>-<version>"`.
 */
export const editedPerspective = perspectiveRecord
  .extend({ version: z.number().int().describe('Counts the saves; the ETag is "<id>-<version>"') })
  .meta({ id: "EditedPerspective" });
export type EditedPerspective = z.infer<typeof editedPerspective>;

/** Every field a PATCH can set, as a revision keeps it. */
const revisionFieldsShape = {
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  category: z.string(),
  coverImage: z.string().nullable(),
  authorName: z.string(),
  authorTitle: z.string(),
  authorImage: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  publishAt: z.iso.datetime().nullable(),
};
export type RevisionFields = z.infer<z.ZodObject<typeof revisionFieldsShape>>;

/** GET /api/admin/perspectives/{id}/revisions: one row, newest first. */
export const revisionSummary = z
  .object({
    id: z.number().int(),
    savedAt: z.iso.datetime(),
    /** Null once the account that saved it is deleted. */
    author: staffRef.nullable(),
    title: z.string(),
  })
  .meta({ id: "RevisionSummary" });
export type RevisionSummary = z.infer<typeof revisionSummary>;

/** GET /api/admin/perspectives/{id}/revisions/{rid}. */
export const revisionDetail = revisionSummary
  .extend(revisionFieldsShape)
  .meta({ id: "RevisionDetail" });
export type RevisionDetail = z.infer<typeof revisionDetail>;

/** The 412 answered to a PATCH whose If-Match is not the perspective's current ETag. */
export const staleSave = z
  .object({
    message: z.string(),
    savedBy: staffRef.nullable(),
    savedAt: z.iso.datetime(),
  })
  .meta({ id: "StaleSave" });
export type StaleSave = z.infer<typeof staleSave>;

/** Consecutive autosaves by one person within this window fold into one revision. */
export const AUTOSAVE_FOLD_MINUTES = 10;
/** The revisions kept per perspective; older ones are deleted by the save that adds one. */
export const REVISIONS_KEPT = 50;
/** The fields an autosave may not send: an autosave never publishes or schedules. */
export const AUTOSAVE_REFUSED_FIELDS = ["published", "publishAt", "featured"] as const;

export { perspectiveEtag } from "./perspective-etag";

/** POST /api/admin/perspectives/{id}/preview: a new link to the article as it stands. */
export const previewLink = z
  .object({
    url: z.url().describe("The public page that shows the article, draft or not"),
    expiresAt: z.iso.datetime().describe("When the link stops working (7 days on)"),
  })
  .meta({ id: "PreviewLink" });
export type PreviewLink = z.infer<typeof previewLink>;

/** GET /api/preview/{token}: the article's current state, for whoever holds a valid link. */
export const perspectivePreview = z
  .object({ perspective: perspectiveRecord, expiresAt: z.iso.datetime() })
  .meta({ id: "PerspectivePreview" });
export type PerspectivePreview = z.infer<typeof perspectivePreview>;
