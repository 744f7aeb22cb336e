import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { INVITE_VALID_DAYS } from "@shared/schemas/staff";
import type { Transaction } from "../../db/client";
import { singleLine } from "../../lib/mail/compose";
import { enqueueMail } from "../../lib/mail/outbox";

/**
 * The invite (or new password) link by mail (contract §9, §11), written in the transaction
 * that made the link. The admin still sees the link to copy; once sent, the outbox forgets it.
 */
export async function queueInviteMail(
  tx: Transaction,
  publicUrl: string,
  account: { email: string; username: string; displayName: string | null },
  token: string,
  reason: "invited" | "reissued",
) {
  const name = singleLine(account.displayName || account.username, 80);
  const link = `${publicUrl}${paths.admin.invite(token)}`;
  await enqueueMail(tx, {
    purpose: "invite",
    recipient: account.email,
    subject:
      reason === "invited"
        ? `Your ${site.name} staff account`
        : `A new sign-in link for ${site.name}`,
    text: [
      `Hello ${name},`,
      reason === "invited"
        ? `An admin has made you a staff account on the ${site.name} back office. Choose your password here:`
        : "Here is a new link to choose your password; the old one no longer works:",
      link,
      `You will sign in as ${account.username}. The link works once, for ${INVITE_VALID_DAYS} days.`,
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n\n"),
  });
}
