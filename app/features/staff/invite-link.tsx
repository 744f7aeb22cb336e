import type { StaffAccountWithInvite } from "@shared/schemas/staff";
import { INVITE_VALID_DAYS } from "@shared/schemas/staff-invites";
import { CopyableLink } from "~/components/admin/copyable-link";
import { Button } from "~/components/ui/button";
import { staffName } from "~/lib/staff-name";

/**
 * The one-time link of a new or renewed account, read-only, with Copy link (selecting the text
 * when the clipboard refuses) and Done.
 */
export function InviteLink({
  account,
  onDone,
}: {
  account: StaffAccountWithInvite;
  onDone: () => void;
}) {
  const name = staffName(account);
  // The link was also e-mailed when mail is set up and the account has an address.
  const mailedTo = account.inviteMailed ? account.email : null;
  return (
    <div className="grid gap-5">
      <CopyableLink id="invite-link" label={`Sign-in link for ${name}`} url={account.inviteUrl}>
        {mailedTo
          ? `We e-mailed it to ${mailedTo}; you can also send it yourself.`
          : `Send it to ${name}.`}{" "}
        It works once, within {INVITE_VALID_DAYS} days, and lets them set a password.
      </CopyableLink>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
