import { lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { knownDevices } from "../../db/schema";

/**
 * A browser an account has not signed in from for this long is forgotten (known_devices keeps
 * a hash of its device cookie, ADR 033): signing in there again is a new browser, and mails
 * the notice. Just under the device cookie's 400 days, so nothing is kept for a cookie the
 * browser has already dropped.
 */
export const KNOWN_BROWSER_UNUSED_DAYS = 365;

/**
 * Deletes the browsers no account has used for `KNOWN_BROWSER_UNUSED_DAYS` (run with the
 * retention purge, wired by server/app.ts). A deleted account's go with it by foreign key.
 */
export async function forgetUnusedBrowsers(tx: Transaction): Promise<number> {
  const gone = await tx
    .delete(knownDevices)
    .where(
      lt(knownDevices.lastSeenAt, sql`now() - make_interval(days => ${KNOWN_BROWSER_UNUSED_DAYS})`),
    )
    .returning({ adminId: knownDevices.adminId });
  return gone.length;
}
