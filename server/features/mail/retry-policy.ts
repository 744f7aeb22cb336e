/**
 * When a mail that could not be sent is tried again (contract §11): every 30 seconds for
 * its first 10 minutes (a mail server restarting, a brief refusal), then after a quarter
 * of its age, at most an hour apart, until its 24 hours are up.
 */
const FIRST_MINUTES_MS = 10 * 60_000;
const EARLY_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** How long to wait before the next attempt at a mail first tried `ageMs` ago. */
export function retryDelayMs(ageMs: number): number {
  if (ageMs < FIRST_MINUTES_MS) return EARLY_RETRY_MS;
  return Math.min(MAX_RETRY_MS, Math.round(ageMs / 4));
}

/** A mail is tried for 24 hours from when it was written, or from "send again". */
export const RETRY_WINDOW = "24 hours";
const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** When the current 24 hours of attempts began, from when they end. */
export const triedSince = (giveUpAt: Date) => giveUpAt.getTime() - RETRY_WINDOW_MS;
