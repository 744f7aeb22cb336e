import { ADMIN_AUTH_MESSAGES, PASSWORD_MIN } from "@shared/schemas/admin-auth";
import { KeyRound, Lock } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClasses, FormField, Input } from "~/components/ui/form-field";
import { useChangePassword } from "~/lib/admin-session";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { SettingsCard } from "./settings-card";
import {
  type PasswordFieldName,
  type PasswordFields,
  validatePasswordChange,
} from "./validate-password-change";

const EMPTY: PasswordFields = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

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

/** What a failed change says: the server's `error`, else the error's message. */
function failureText(error: unknown) {
  if (error instanceof ApiError) {
    const serverError = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof serverError === "string" && serverError) return serverError;
  }
  if (error instanceof Error) return error.message || "Failed to change password";
  return "An unknown error occurred";
}

function isWrongCurrentPassword(error: unknown) {
  return (
    error instanceof ApiError &&
    (error.body as { error?: unknown } | undefined)?.error ===
      ADMIN_AUTH_MESSAGES.currentPasswordIncorrect
  );
}

export function ChangePasswordCard({
  username,
  className,
}: {
  username: string;
  className?: string;
}) {
  const [values, setValues] = useState<PasswordFields>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<PasswordFieldName>>(new Set());
  const inputs = useRef<Partial<Record<PasswordFieldName, HTMLInputElement | null>>>({});
  const changePassword = useChangePassword();

  const markInvalid = (fields: PasswordFieldName[]) => {
    setInvalid(new Set(fields));
    if (fields[0]) inputs.current[fields[0]]?.focus();
  };

  const onChange = (name: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid.has(name)) {
      setInvalid((current) => new Set([...current].filter((field) => field !== name)));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changePassword.isPending) return;
    const problem = validatePasswordChange(values);
    if (problem) {
      markInvalid(problem.fields);
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    setInvalid(new Set());
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({
            title: "Password changed",
            description: "Your password has been updated successfully",
            variant: "success",
          });
        },
        onError: (error) => {
          if (isWrongCurrentPassword(error)) markInvalid(["currentPassword"]);
          toast({
            title: "Failed to change password",
            description: failureText(error),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <SettingsCard
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
              className={cn(
                controlClasses.input,
                "cursor-default border-forest-900/10 bg-forest-50/70 pr-10 text-ink-muted hover:border-forest-900/10",
              )}
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

        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`settings-${field.name}`}
            label={field.label}
            hint={field.hint}
            required
          >
            {(aria) => (
              <Input
                {...aria}
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                aria-invalid={invalid.has(field.name)}
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}

        <div className="pt-1">
          <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto">
            <KeyRound aria-hidden className="size-4" />
            {changePassword.isPending ? "Updating..." : "Change Password"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
