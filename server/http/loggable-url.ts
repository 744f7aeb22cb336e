/**
 * A request's URL as the log may keep it: a status-page token (contract §13) and a deal
 * link's token (§18) are keys to a person's data, so the segment after /status/, /deal/ or
 * their /api/ paths is replaced. Everything else is kept as it came, so a slow or failed
 * request can still be found.
 */
const PRIVATE_TOKEN = /^(\/(?:api\/)?(?:status|deal)\/)[^/?#]+/;

export const REDACTED_TOKEN = "[token]";

export function loggableUrl(url: string): string {
  return url.replace(PRIVATE_TOKEN, `$1${REDACTED_TOKEN}`);
}
