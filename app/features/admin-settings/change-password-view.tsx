import { PASSWORD_MIN } from "@shared/schemas/admin-auth-texts";
import { KeyRound, Lock } from "lucide-react";
import type { FormEventHandler } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { AdminCard } from "~/components/admin/card";
import { PasswordField } from "~/components/admin/password-field";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/form-field";
import { cx } from "~/lib/cx";
import type { PasswordFieldName } from "./password-change-problem";

export type ChangePasswordCardProps = { username: string; className?: string };

const FIELDS: {
  name: PasswordFieldName;
  label: string;
  autoComplete: string;
  hint?: string;
}[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "New Password",
    autoComplete: "new-password",
    hint: `At least ${PASSWORD_MIN} characters.`,
  },
  { name: "confirmNewPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

/** The card's markup, the same before and after its form library has loaded. */
export function ChangePasswordView({
  username,
  className,
  fieldProps,
  invalid = () => false,
  pending = false,
  onSubmit,
}: ChangePasswordCardProps & {
  /** A field's props: its name, and the form library's handlers once it has loaded. */
  fieldProps: (name: PasswordFieldName) => Partial<UseFormRegisterReturn> & { name: string };
  invalid?: (name: PasswordFieldName) => boolean;
  pending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <AdminCard
      headingId="account-security"
      title="Account Security"
      description="Change the password you use to sign in."
      icon={KeyRound}
      className={className}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="account-security"
        className="grid max-w-lg gap-5"
      >
        <div className="grid gap-1.5">
          <label htmlFor="settings-username" className="text-sm font-semibold text-forest-950">
            Username
          </label>
          <div className="relative">
            <input
              id="settings-username"
              name="username"
              value={username}
              readOnly
              autoComplete="username"
              aria-describedby="settings-username-hint"
              className={cx(controlClasses.readOnlyInput, "pr-10")}
            />
            <Lock
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
            />
          </div>
          <p id="settings-username-hint" className="text-xs text-ink-muted">
            Your username cannot be changed.
          </p>
        </div>

        {FIELDS.map(({ name, ...field }) => (
          <PasswordField
            key={name}
            label={field.label}
            hint={field.hint}
            invalid={invalid(name)}
            autoComplete={field.autoComplete}
            {...fieldProps(name)}
          />
        ))}

        <div className="pt-1">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            <KeyRound aria-hidden className="size-4" />
            {pending ? "Updating..." : "Change Password"}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
