/**
 * Your work's limits (issue 23): how much each section of the dashboard's card counts and
 * lists. Kept apart from its zod schema (`my-work.ts`, which re-exports them) so that the
 * dashboard does not load zod to show them.
 */

/** How many records each section lists (the count says how many there are). */
export const MY_WORK_LISTED = 5;

/** Counts stop here ("1000+"), so a section stays cheap on a very large inbox. */
export const MY_WORK_COUNT_LIMIT = 1000;

/** A record is stale when its status has not changed for longer than this (contract §14). */
export const STALE_AFTER_DAYS = 14;

/** Mentions count back this many days. */
export const MENTIONS_WITHIN_DAYS = 30;
