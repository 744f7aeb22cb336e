/**
 * How long an invite (or password reset) link stays usable. Kept apart from the zod schemas in
 * `staff.ts` (which re-exports it) so that the staff screen, which shows it, loads no zod.
 */
export const INVITE_VALID_DAYS = 7;
