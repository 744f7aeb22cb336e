import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { PASSWORD_RESET_VALID_MINUTES } from "@shared/schemas/sessions";
import { singleLine } from "../../lib/mail/compose";

/** The forgotten-password mail (contract §16): the link, for whom, and how long it works. */
export function passwordResetMail(
  publicUrl: string,
  account: { username: string; displayName: string | null },
  token: string,
) {
  const name = singleLine(account.displayName || account.username, 80);
  return {
    subject: `Choose a new password for ${site.name}`,
    text: [
      `Hello ${name},`,
      `Someone asked for a link to choose a new password for your ${site.name} staff account (${account.username}). Choose it here:`,
      `${publicUrl}${paths.admin.passwordReset(token)}`,
      `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. Setting a new password signs your account out everywhere; your authenticator app and passkeys stay as they are.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ].join("\n\n"),
  };
}
