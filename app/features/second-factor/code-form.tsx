import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";

type Props = {
  id: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown under the field. */
  error?: string;
  onSubmit: (code: string) => void;
};

/** One 6-digit code from the authenticator app, and a button: confirming setup, new recovery codes. */
export function CodeForm({
  id,
  label,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: Props) {
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    setMissing(!/^\d{6}$/.test(typed));
    if (/^\d{6}$/.test(typed)) onSubmit(typed);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      <FormField
        id={id}
        label={label}
        required
        hint="The 6-digit code the app shows now."
        error={missing ? "Enter the 6 digits the app shows" : error}
      >
        {(aria) => (
          <Input
            {...aria}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="tracking-widest tabular-nums"
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
