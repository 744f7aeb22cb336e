import type { SecondFactorMethod } from "@shared/schemas/second-factor";
import { KeyRound, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { passkeyProblem } from "./passkey-problem";
import { usePasskeySignIn, useTotpSignIn } from "./sign-in-api";

type Props = {
  methods: SecondFactorMethod[];
  onSignedIn: () => void;
  /** Back to the password step (the pending sign-in expired, or another account). */
  onRestart: () => void;
};

/**
 * The sign-in's second step (contract §16): a code from the authenticator app, a recovery
 * code, or a passkey, whichever the account has. Focus lands on the code field.
 */
export function SecondStepForm({ methods, onSignedIn, onRestart }: Props) {
  const hasApp = methods.includes("totp");
  const hasPasskey = methods.includes("passkey");
  const [mode, setMode] = useState<"code" | "recovery">("code");
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string>();
  const totp = useTotpSignIn();
  const passkey = usePasskeySignIn();
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves whenever the field changes
  useEffect(() => input.current?.focus(), [mode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setProblem(mode === "code" ? "Enter the 6-digit code" : "Enter one of your recovery codes");
      input.current?.focus();
      return;
    }
    totp.mutate(mode === "code" ? { code: typed } : { recoveryCode: typed }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        setProblem(errorMessage(error));
        setValue("");
        input.current?.focus();
      },
    });
  };

  const confirmWithPasskey = () =>
    passkey.mutate(undefined, {
      onSuccess: onSignedIn,
      onError: (error) => setProblem(passkeyProblem(error)),
    });

  const switchMode = () => {
    setMode(mode === "code" ? "recovery" : "code");
    setValue("");
    setProblem(undefined);
  };

  return (
    <div className="mt-6 grid gap-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-forest-950">
        <ShieldCheck aria-hidden className="size-5 text-forest-700" />
        Second step
      </h2>
      {hasApp ? (
        <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Verification code">
          <FormField
            id="second-step-code"
            label={mode === "code" ? "Code from your authenticator app" : "Recovery code"}
            required
            hint={
              mode === "code"
                ? "Open the app and type the 6-digit code it shows for Rootstock Ventures."
                : "One of the ten codes you saved when you set up the app. Each works once."
            }
            error={problem}
          >
            {(aria) => (
              <Input
                {...aria}
                ref={input}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                autoComplete={mode === "code" ? "one-time-code" : "off"}
                inputMode={mode === "code" ? "numeric" : "text"}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={mode === "code" ? 7 : 20}
                className="tracking-widest tabular-nums"
              />
            )}
          </FormField>
          <Button type="submit" disabled={totp.isPending} className="w-full">
            {totp.isPending ? "Checking..." : "Verify"}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={switchMode}>
            {mode === "code" ? "Use a recovery code" : "Use the authenticator app"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-muted">Confirm it is you with your passkey.</p>
      )}
      {!hasApp && problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {hasPasskey ? (
        <Button
          type="button"
          variant={hasApp ? "outline" : "primary"}
          onClick={confirmWithPasskey}
          disabled={passkey.isPending}
          className="w-full"
        >
          <KeyRound aria-hidden className="size-4" />
          {passkey.isPending ? "Waiting for the passkey..." : "Use a passkey"}
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={onRestart}>
        Start again with another account
      </Button>
    </div>
  );
}
