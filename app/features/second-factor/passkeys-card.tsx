import type { PasskeyRecord } from "@shared/schemas/second-factor";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { dateTime } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "./api";
import { passkeyProblem } from "./passkey-problem";

/** Settings → Security: the account's passkeys (contract §16): add with a name, rename, remove. */
export function PasskeysCard({ className }: { className?: string }) {
  const passkeys = usePasskeys();
  return (
    <AdminCard
      headingId="passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN, with or without your password."
      icon={KeyRound}
      className={className}
    >
      <div className="grid gap-5">
        <QueryView
          query={passkeys}
          loading="Loading your passkeys"
          errorTitle="Error loading your passkeys"
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-forest-950">No passkey yet.</p>
            ) : (
              <ul
                aria-label="Your passkeys"
                className="divide-y divide-forest-900/10 rounded-xl border border-forest-900/10"
              >
                {list.map((passkey) => (
                  <PasskeyRow key={passkey.id} passkey={passkey} />
                ))}
              </ul>
            )
          }
        </QueryView>
        <AddPasskeyForm />
      </div>
    </AdminCard>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyRecord }) {
  const [dialog, setDialog] = useState<"rename" | "remove">();
  const remove = useRemovePasskey();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-forest-950">{passkey.name}</p>
        <p className="text-xs text-ink-muted">
          Added {dateTime(passkey.createdAt)}
          {passkey.lastUsedAt ? ` · last used ${dateTime(passkey.lastUsedAt)}` : " · not used yet"}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setDialog("rename")}>
          <Pencil aria-hidden className="size-4" />
          Rename<span className="sr-only"> {passkey.name}</span>
        </Button>
        <Button
          type="button"
          variant="danger-outline"
          size="sm"
          onClick={() => setDialog("remove")}
        >
          <Trash2 aria-hidden className="size-4" />
          Remove<span className="sr-only"> {passkey.name}</span>
        </Button>
      </div>
      <RenameDialog
        passkey={passkey}
        open={dialog === "rename"}
        onOpenChange={(open) => !open && setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === "remove"}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title={`Remove “${passkey.name}”?`}
        description="It will no longer sign you in. The device keeps a copy you can delete in its own settings."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setDialog(undefined);
              toast({ title: "Passkey removed", variant: "success" });
            },
            onError: (error) =>
              toast({
                title: "Could not remove",
                description: errorMessage(error),
                variant: "destructive",
              }),
          })
        }
      />
    </li>
  );
}

function RenameDialog({
  passkey,
  open,
  onOpenChange,
}: {
  passkey: PasskeyRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename the passkey"
      description="A name that tells you which device it is on."
    >
      <form noValidate onSubmit={submit} aria-label="Rename the passkey" className="grid gap-4">
        <FormField
          id={`passkey-name-${passkey.id}`}
          label="Name"
          required
          error={rename.error ? errorMessage(rename.error) : undefined}
        >
          {(aria) => (
            <Input
              {...aria}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={rename.isPending || !name.trim()}>
          {rename.isPending ? "Saving..." : "Save"}
        </Button>
      </form>
    </AdminDialog>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const [name, setName] = useState("");
  // Known only in the browser: the server renders the form as if passkeys work. The same test
  // as @simplewebauthn/browser's `browserSupportsWebAuthn`, whose library loads only when a
  // passkey is added (ADR 052).
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(typeof globalThis.PublicKeyCredential === "function"), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name, {
      onSuccess: (passkey) => {
        setName("");
        toast({
          title: "Passkey added",
          description: `“${passkey.name}” can now sign you in.`,
          variant: "success",
        });
      },
      onError: (error) =>
        toast({
          title: "Could not add the passkey",
          description: passkeyProblem(error),
          variant: "destructive",
        }),
    });
  };
  if (!supported)
    return <p className="text-sm text-ink-muted">This browser cannot use passkeys.</p>;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a passkey"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField id="new-passkey-name" label="Name" hint="For example “Work laptop”.">
        {(aria) => (
          <Input
            {...aria}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="field" disabled={add.isPending} className="sm:mb-[1.375rem]">
        <KeyRound aria-hidden className="size-4" />
        {add.isPending ? "Waiting for the device..." : "Add a passkey"}
      </Button>
    </form>
  );
}
