import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { describeUserAgent } from "@shared/lib/user-agent";
import type { Transaction } from "../../db/client";
import { singleLine } from "../../lib/mail/compose";
import { enqueueMail } from "../../lib/mail/outbox";

/** "Thursday, November 26, 2026 at 7:40 AM EST": the company's time (ADR 012). */
const companyTime = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export type SignInSeen = {
  account: { email: string; username: string; displayName: string | null };
  userAgent: string | undefined;
  /** Already cut to its network (approximate-address.ts), or null. */
  approximateAddress: string | null;
  at: Date;
};

/**
 * The mail that tells a person their account was signed in from a browser it had not been
 * used in before (contract §16), so a stolen password shows itself.
 */
export async function queueNewBrowserNotice(
  tx: Transaction,
  publicUrl: string,
  { account, userAgent, approximateAddress, at }: SignInSeen,
) {
  const name = singleLine(account.displayName || account.username, 80);
  // The header is the client's to write: one plain line, however it was sent.
  const browser = singleLine(describeUserAgent(userAgent), 120);
  await enqueueMail(tx, {
    purpose: "sign_in_notice",
    recipient: account.email,
    subject: `New sign-in to your ${site.name} account`,
    text: [
      `Hello ${name},`,
      `Your ${site.name} staff account (${account.username}) was just signed in from a browser it had not been used in before:`,
      [
        `Browser: ${browser}`,
        `Approximate address: ${approximateAddress ?? "unknown"}`,
        `Time: ${companyTime.format(at)}`,
      ].join("\n"),
      "If this was you, there is nothing to do.",
      `If it was not, change your password now and sign out the sessions you do not know under Settings → Sessions: ${publicUrl}${paths.admin.settingsPages.sessions}`,
    ].join("\n\n"),
  });
}
