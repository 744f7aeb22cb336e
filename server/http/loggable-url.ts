/**
 * A request's URL as the log may keep it: a status-page token (contract §13) is a key to a
 * person's data, so the segment after /status/ or /api/status/ is replaced. Everything else
 * is kept as it came, so a slow or failed request can still be found.
 */
const STATUS_TOKEN = /^(\/(?:api\/)?status\/)[^/?#]+/;

export const REDACTED_TOKEN = "[token]";

export function loggableUrl(url: string): string {
  return url.replace(STATUS_TOKEN, `$1${REDACTED_TOKEN}`);
}
