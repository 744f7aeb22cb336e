/**
 * The review workflow of ideas and interests, in the order staff move through it. Kept apart
 * from the status payload's zod schema (`submission-status.ts`, which re-exports it) so that
 * the admin screens that only show or filter by a status do not load zod.
 */
export const SUBMISSION_STATUSES = ["new", "reviewing", "contacted", "archived"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
