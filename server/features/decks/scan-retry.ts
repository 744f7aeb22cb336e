/** For the first 10 minutes after the upload, clamd is tried again every 30 s. */
const STEADY_FOR_MS = 10 * 60 * 1000;
const STEADY_EVERY_MS = 30 * 1000;
/** Then each wait is a fifth of the time since the upload, at most an hour. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * How long a deck waits for its next scan after clamd was down or slow (contract §17: at least
 * once a minute for 10 minutes, then with back-off). The back-off grows with the time since
 * the upload rather than with a count of failures, so a worker that was itself stopped a while
 * does not push the next try further off.
 */
export function nextScanDelayMs(sinceUploadMs: number): number {
  if (sinceUploadMs < STEADY_FOR_MS) return STEADY_EVERY_MS;
  return Math.min(LONGEST_WAIT_MS, Math.round(sinceUploadMs / 5));
}
