/*
 * Revisions of a perspective and the two-editors check (contract §15). A revision is the
 * state after a save; the editor compares two of them and may restore one.
 */

import type { PerspectiveRecord } from "./perspective";
import type { StaffRef } from "./record-work";

export type { StaffRef };

/**
 * A perspective as the admin API's detail, POST and PATCH answer it: `version` counts the
 * saves, and the ETag is `"<id>-<version>"`.
 */
export type EditedPerspective = PerspectiveRecord & { version: number };

/** Every field a PATCH can set, as a revision keeps it. */
export type RevisionFields = {
  title: string;
  summary: string;
  content: string;
  category: string;
  coverImage: string | null;
  authorName: string;
  authorTitle: string;
  authorImage: string | null;
  featured: boolean;
  published: boolean;
  publishAt: string | null;
};

/** GET /api/admin/perspectives/{id}/revisions: one row, newest first. */
export type RevisionSummary = {
  id: number;
  savedAt: string;
  /** Null once the account that saved it is deleted. */
  author: StaffRef | null;
  title: string;
};

/** GET /api/admin/perspectives/{id}/revisions/{rid}. */
export type RevisionDetail = RevisionSummary & RevisionFields;

/** The 412 answered to a PATCH whose If-Match is not the perspective's current ETag. */
export type StaleSave = {
  message: string;
  savedBy: StaffRef | null;
  savedAt: string;
};

/** Consecutive autosaves by one person within this window fold into one revision. */
export const AUTOSAVE_FOLD_MINUTES = 10;
/** The revisions kept per perspective; older ones are deleted by the save that adds one. */
export const REVISIONS_KEPT = 50;
/** The fields an autosave may not send: an autosave never publishes or schedules. */
export const AUTOSAVE_REFUSED_FIELDS = ["published", "publishAt", "featured"] as const;

/** The strong ETag of a perspective at `version`, quotes included. */
export function perspectiveEtag(id: number, version: number): string {
  return `"${id}-${version}"`;
}
