import { z } from "zod";
import { SCORECARD_KINDS } from "./evaluation";
import { staffRef } from "./record-work";
import { SUBMISSION_STATUSES } from "./submission-statuses";

export {
  MENTIONS_WITHIN_DAYS,
  MY_WORK_COUNT_LIMIT,
  MY_WORK_LISTED,
  STALE_AFTER_DAYS,
} from "./my-work-limits";

/**
 * Your work (issue 23): what waits for the signed-in member of staff, on the dashboard.
 * Each section has a count and its first few records as links.
 */

const timestamp = z.iso.datetime({ offset: true });

/** A record as a section lists it; times are ISO-8601. */
const myWorkRecord = z.object({
  kind: z.enum(SCORECARD_KINDS),
  id: z.number().int(),
  name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: timestamp,
  statusChangedAt: timestamp,
  unreadMessages: z.number().int(),
});
export type MyWorkRecord = z.infer<typeof myWorkRecord>;

/** A comment that mentions me, with its record. */
const myWorkMention = z.object({
  commentId: z.number().int(),
  record: z.object({ kind: z.enum(SCORECARD_KINDS), id: z.number().int(), name: z.string() }),
  author: staffRef,
  createdAt: timestamp,
});
export type MyWorkMention = z.infer<typeof myWorkMention>;

/** `count` is exact below MY_WORK_COUNT_LIMIT; `capped` says it reached it. */
export type MyWorkSection<Item> = { count: number; capped: boolean; items: Item[] };
const myWorkSection = <Item extends z.ZodType>(item: Item) =>
  z.object({ count: z.number().int(), capped: z.boolean(), items: z.array(item) });

/** GET /api/admin/dashboard/my-work (admin, reviewer). */
export const myWork = z
  .object({
    /** Records I own that are not archived, newest first. */
    assigned: myWorkSection(myWorkRecord),
    /** Records under review (status `reviewing`) I have not reviewed yet, oldest first. */
    awaitingReview: myWorkSection(myWorkRecord),
    /** Records I own, not archived, whose status has not changed for over STALE_AFTER_DAYS. */
    stale: myWorkSection(myWorkRecord),
    /** Records I own with messages from the submitter nobody has read, newest first. */
    unread: myWorkSection(myWorkRecord),
    /** Comments that mentioned me in the last MENTIONS_WITHIN_DAYS days, newest first. */
    mentions: myWorkSection(myWorkMention),
  })
  .meta({ id: "MyWork" });
export type MyWork = z.infer<typeof myWork>;
