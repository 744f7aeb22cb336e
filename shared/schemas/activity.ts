/**
 * The activity log's vocabulary (contract §10). Entries about one record carry its
 * subject; the site-wide ones (sign-ins, exports, staff and article changes) may not.
 */
export const RECORD_ACTIONS = [
  "created",
  "status_changed",
  "notes_changed",
  "assigned",
  "commented",
  "comment_deleted",
] as const;

export const SITE_ACTIONS = [
  "signed_in",
  "exported",
  "staff_created",
  "staff_changed",
  "perspective_created",
  "perspective_updated",
  "perspective_deleted",
  "deleted",
  "erased",
  "retention_purged",
] as const;

export type ActivityAction = (typeof RECORD_ACTIONS)[number] | (typeof SITE_ACTIONS)[number];

/** What an entry is about: a submission, an article or a staff account. */
export const ACTIVITY_SUBJECT_TYPES = [
  "startup_idea",
  "investment_interest",
  "perspective",
  "staff",
] as const;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[number];
