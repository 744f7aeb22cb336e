import type { ScorecardKind } from "./evaluation";
import type { StaffRef } from "./record-work";
import type { SubmissionStatus } from "./submission-status";

/**
 * Your work (issue 23): what waits for the signed-in member of staff, on the dashboard.
 * Each section has a count and its first few records as links.
 */

/** How many records each section lists (the count says how many there are). */
export const MY_WORK_LISTED = 5;

/** Counts stop here ("1000+"), so a section stays cheap on a very large inbox. */
export const MY_WORK_COUNT_LIMIT = 1000;

/** A record is stale when its status has not changed for longer than this (contract §14). */
export const STALE_AFTER_DAYS = 14;

/** Mentions count back this many days. */
export const MENTIONS_WITHIN_DAYS = 30;

/** A record as a section lists it; times are ISO-8601. */
export type MyWorkRecord = {
  kind: ScorecardKind;
  id: number;
  name: string;
  status: SubmissionStatus;
  createdAt: string;
  statusChangedAt: string;
  unreadMessages: number;
};

/** A comment that mentions me, with its record. */
export type MyWorkMention = {
  commentId: number;
  record: { kind: ScorecardKind; id: number; name: string };
  author: StaffRef;
  createdAt: string;
};

/** `count` is exact below MY_WORK_COUNT_LIMIT; `capped` says it reached it. */
export type MyWorkSection<Item> = { count: number; capped: boolean; items: Item[] };

/** GET /api/admin/dashboard/my-work (admin, reviewer). */
export type MyWork = {
  /** Records I own that are not archived, newest first. */
  assigned: MyWorkSection<MyWorkRecord>;
  /** Records under review (status `reviewing`) I have not reviewed yet, oldest first. */
  awaitingReview: MyWorkSection<MyWorkRecord>;
  /** Records I own, not archived, whose status has not changed for over STALE_AFTER_DAYS. */
  stale: MyWorkSection<MyWorkRecord>;
  /** Records I own with messages from the submitter nobody has read, newest first. */
  unread: MyWorkSection<MyWorkRecord>;
  /** Comments that mentioned me in the last MENTIONS_WITHIN_DAYS days, newest first. */
  mentions: MyWorkSection<MyWorkMention>;
};
