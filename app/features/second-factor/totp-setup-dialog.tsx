import { Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/error-message";
import { useConfirmTotp, useFactorsChanged, useStartTotp } from "./api";
import { CodeForm } from "./code-form";
import { copyText, RecoveryCodes } from "./recovery-codes";

/**
 * Setting up the authenticator app: scan the QR code (or type the key), confirm with a code,
 * then save the recovery codes, which are shown only here.
 */
export function TotpSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [codes, setCodes] = useState<string[]>();
  const factorsChanged = useFactorsChanged();
  const close = (next: boolean) => {
    if (!next && codes) void factorsChanged();
    onOpenChange(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh secret each time the dialog opens
  useEffect(() => {
    if (!open) return;
    setCodes(undefined);
    confirm.reset();
    start.mutate();
  }, [open]);

  const setup = start.data;
  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title={codes ? "Save your recovery codes" : "Set up an authenticator app"}
      description={
        codes
          ? "The authenticator app is on. Next time you sign in, it asks for a code."
          : "Scan the QR code with an app such as Google Authenticator, 1Password or Authy, then type the code it shows."
      }
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => close(false)} />
      ) : start.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(start.error)}
        </p>
      ) : !setup ? (
        <Spinner label="Preparing the setup" />
      ) : (
        <div className="grid gap-5">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code to scan with the authenticator app"
            className="mx-auto size-48 rounded-lg border border-forest-900/10"
          />
          <div className="grid gap-1.5">
            <p className="text-sm font-semibold text-forest-950">Or type this key into the app</p>
            <div className="flex items-center gap-2">
              <code
                data-testid="totp-secret"
                className="min-w-0 flex-1 rounded-lg bg-forest-50 px-3 py-2 font-mono text-sm break-all text-forest-950"
              >
                {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
              </code>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void copyText(setup.secret, "Key")}
              >
                <Copy aria-hidden className="size-4" />
                Copy key
              </Button>
            </div>
          </div>
          <CodeForm
            id="totp-confirm-code"
            label="Code from the app"
            submitLabel="Turn on"
            pendingLabel="Checking..."
            pending={confirm.isPending}
            error={confirm.error ? errorMessage(confirm.error) : undefined}
            onSubmit={(code) =>
              confirm.mutate(code, { onSuccess: (answer) => setCodes(answer.recoveryCodes) })
            }
          />
        </div>
      )}
    </AdminDialog>
  );
}
