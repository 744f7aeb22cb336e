import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { knownDevices } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import type { AdminAccountRow } from "./admin-account";
import { approximateAddress } from "./approximate-address";
import { deviceIdOf, setDeviceCookie } from "./device-cookie";
import { queueNewBrowserNotice } from "./new-browser-notice";

export type SignInDependencies = { db: Database; mail: MailSetup; secureCookies: boolean };

/**
 * Called once a sign-in has made a session (password, invite, or a second step): remembers
 * this browser for the account and, when the account has signed in elsewhere before but
 * never here, mails it a notice (contract §16). The account's first browser is remembered
 * without a notice. No notice without an address or without mail set up; the browser is
 * remembered anyway, so setting one up later does not set off a burst of notices.
 */
export async function recognizeBrowser(
  { db, mail, secureCookies }: SignInDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AdminAccountRow,
): Promise<{ noticeSent: boolean }> {
  const device = deviceIdOf(request);
  const noticeSent = await db.transaction(async (tx) => {
    const [known] = await tx
      .select({
        devices: sql<number>`count(*)::int`,
        thisOne: sql<boolean>`coalesce(bool_or(${knownDevices.deviceHash} = ${device.hash}), false)`,
      })
      .from(knownDevices)
      .where(eq(knownDevices.adminId, account.id));
    if (known?.thisOne) {
      await tx
        .update(knownDevices)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(knownDevices.adminId, account.id), eq(knownDevices.deviceHash, device.hash)));
      return false;
    }
    await tx
      .insert(knownDevices)
      .values({ adminId: account.id, deviceHash: device.hash })
      .onConflictDoNothing();
    const firstBrowser = (known?.devices ?? 0) === 0;
    if (firstBrowser || !mail || !account.email) return false;
    await queueNewBrowserNotice(tx, mail.publicUrl, {
      account: { ...account, email: account.email },
      userAgent: request.headers["user-agent"],
      approximateAddress: approximateAddress(request.ip),
      at: new Date(),
    });
    return true;
  });
  if (noticeSent) mail?.queued();
  setDeviceCookie(reply, device.id, secureCookies);
  return { noticeSent };
}
