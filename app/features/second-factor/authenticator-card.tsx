import { Smartphone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { AdminCard } from "~/components/admin/card";
import { PasswordField } from "~/components/admin/password-field";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useRegenerateRecoveryCodes, useRemoveTotp, useTotpStatus } from "./api";
import { CodeForm } from "./code-form";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetupDialog } from "./totp-setup-dialog";

type Dialog = "setup" | "remove" | "codes" | undefined;

/** Settings → Security: the authenticator app (contract §16). */
export function AuthenticatorCard({ className }: { className?: string }) {
  const status = useTotpStatus();
  const [dialog, setDialog] = useState<Dialog>();
  const close = (open: boolean) => !open && setDialog(undefined);
  return (
    <AdminCard
      headingId="authenticator-app"
      title="Authenticator app"
      description="A 6-digit code from your phone after your password."
      icon={Smartphone}
      className={className}
    >
      <QueryView
        query={status}
        loading="Loading the authenticator app"
        errorTitle="Error loading the authenticator app"
      >
        {({ enabled, recoveryCodesLeft }) =>
          enabled ? (
            <div className="grid gap-4">
              <p className="text-forest-950">
                <strong className="font-semibold">On.</strong> {recoveryCodesLeft} of 10 recovery
                codes left.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setDialog("codes")}
                >
                  New recovery codes
                </Button>
                <Button
                  type="button"
                  variant="danger-outline"
                  size="sm"
                  onClick={() => setDialog("remove")}
                >
                  Remove
                </Button>
              </div>
            </div>
          ) : (
            <div className="grid gap-4">
              <p className="text-forest-950">Not set up.</p>
              <Button type="button" className="w-fit" onClick={() => setDialog("setup")}>
                Set up the authenticator app
              </Button>
            </div>
          )
        }
      </QueryView>
      <TotpSetupDialog open={dialog === "setup"} onOpenChange={close} />
      <RemoveTotpDialog open={dialog === "remove"} onOpenChange={close} />
      <NewCodesDialog open={dialog === "codes"} onOpenChange={close} />
    </AdminCard>
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function RemoveTotpDialog({ open, onOpenChange }: DialogProps) {
  const remove = useRemoveTotp();
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: () => {
        setPassword("");
        onOpenChange(false);
        toast({ title: "Authenticator app removed", variant: "success" });
      },
    });
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        remove.reset();
        onOpenChange(next);
      }}
      title="Remove the authenticator app"
      description="Signing in will no longer ask for its codes, and the recovery codes stop working."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label="Remove the authenticator app"
        className="grid gap-4"
      >
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={remove.error ? errorMessage(remove.error) : undefined}
        />
        <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      </form>
    </AdminDialog>
  );
}

function NewCodesDialog({ open, onOpenChange }: DialogProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const codes = regenerate.data?.recoveryCodes;
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        regenerate.reset();
        onOpenChange(next);
      }}
      title="New recovery codes"
      description="Ten new codes replace the old ones, which stop working."
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => onOpenChange(false)} />
      ) : (
        <CodeForm
          id="recovery-codes-code"
          label="Code from the app"
          submitLabel="Make new codes"
          pendingLabel="Checking..."
          pending={regenerate.isPending}
          error={regenerate.error ? errorMessage(regenerate.error) : undefined}
          onSubmit={(code) => regenerate.mutate(code)}
        />
      )}
    </AdminDialog>
  );
}
