import { INVITE_VALID_DAYS, type StaffAccountWithInvite } from "@shared/schemas/staff";
import { Copy } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";

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
  const url = account.inviteUrl;
  const name = staffName(account);
  // The link was also e-mailed when mail is set up and the account has an address.
  const mailedTo = account.inviteMailed ? account.email : null;
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({
        title: "Copy it yourself",
        description: "The link is selected: press Ctrl+C or ⌘C.",
      });
    }
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        <label htmlFor="invite-link" className="text-sm font-medium text-forest-950">
          Sign-in link for {name}
        </label>
        <Input
          ref={input}
          id="invite-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="text-sm text-ink-muted">
          {mailedTo
            ? `We e-mailed it to ${mailedTo}; you can also send it yourself.`
            : `Send it to ${name}.`}{" "}
          It works once, within {INVITE_VALID_DAYS} days, and lets them set a password.
        </p>
        <div>
          <Button type="button" size="sm" onClick={copy}>
            <Copy aria-hidden className="size-4" />
            Copy link
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
