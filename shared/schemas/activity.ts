import { z } from "zod";
import { ACTIVITY_PAGE_SIZE } from "./activity-page";
import { staffRef } from "./record-work";

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
  // Talking with the submitter (contract §13).
  "message_sent",
  "message_received",
  // Evaluating together (contract §14; mentions from issue 23).
  "reviewed",
  "review_deleted",
  "tags_changed",
  "mentioned",
  // Pitch decks (contract §17); never the file's content in the details.
  "deck_added",
  "deck_replaced",
  "deck_refused",
  "deck_downloaded",
  // Backers (contract §18): every step of a share, on both records; `share_ended` is what the
  // other record keeps when one side is erased, deleted or withdrawn (no personal data).
  "share_proposed",
  "share_consented",
  "share_declined",
  "share_sent",
  "share_viewed",
  "share_answered",
  "introduction_accepted",
  "introduction_declined",
  "introduced",
  "share_revoked",
  "share_ended",
] as const;

export const SITE_ACTIONS = [
  "signed_in",
  "exported",
  "staff_created",
  "staff_changed",
  "perspective_created",
  "perspective_updated",
  "perspective_deleted",
  // The journal (contract §15): the worker publishing a scheduled perspective, a revision
  // restored, the images the articles use.
  "perspective_published",
  "perspective_restored",
  "media_uploaded",
  "media_changed",
  "media_deleted",
  "deleted",
  "erased",
  "retention_purged",
  // A submitter withdrew from their status page (contract §13): the record is erased.
  "withdrawn",
  // Staff sign-in security (contract §16); never a secret in the details.
  "second_factor_added",
  "second_factor_removed",
  "password_reset",
  "sessions_ended",
  // Evaluating together (contract §14): the scorecards and tags everyone uses.
  "scorecard_changed",
  "tag_changed",
  // API tokens (contract §19): made and revoked; never the token itself.
  "token_created",
  "token_revoked",
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

export const ACTIVITY_ACTIONS = [...RECORD_ACTIONS, ...SITE_ACTIONS] as const;

/** One entry as the API answers it (contract §10); `at` is ISO-8601. */
export const activityEntryRecord = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    /** Null: the website itself or a background job. */
    actor: staffRef.nullable(),
    action: z.enum(ACTIVITY_ACTIONS),
    details: z.record(z.string(), z.unknown()).describe("What changed; never a secret"),
  })
  .meta({ id: "ActivityEntry" });
export type ActivityEntryRecord = z.infer<typeof activityEntryRecord>;

/**
 * What a site-wide entry is about, and whether it is still there: a deleted or erased
 * submission and a deleted perspective are not (the log outlives them).
 */
export const activitySubject = z.object({
  type: z.enum(ACTIVITY_SUBJECT_TYPES),
  id: z.number().int(),
  exists: z.boolean(),
});
export type ActivitySubject = z.infer<typeof activitySubject>;

/** An entry of the site-wide log, which also names what it is about. */
export const siteActivityEntryRecord = activityEntryRecord
  .extend({ subject: activitySubject.nullable() })
  .meta({ id: "SiteActivityEntry" });
export type SiteActivityEntryRecord = z.infer<typeof siteActivityEntryRecord>;

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** GET /api/admin/activity: one page, newest first, optionally one action only. */
export const activityListQuery = z.object({
  limit: wholeNumber("limit", 1, ACTIVITY_PAGE_SIZE.max).default(ACTIVITY_PAGE_SIZE.default),
  offset: wholeNumber("offset", 0, Number.MAX_SAFE_INTEGER).default(0),
  action: z
    .enum(ACTIVITY_ACTIONS, { error: `action must be one of ${ACTIVITY_ACTIONS.join(", ")}` })
    .optional(),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;
