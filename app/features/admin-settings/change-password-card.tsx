import { zodResolver } from "@hookform/resolvers/zod";
import {
  ADMIN_AUTH_MESSAGES,
  type ChangePasswordFormValues,
  changePasswordForm,
  PASSWORD_MIN,
} from "@shared/schemas/admin-auth";
import { KeyRound, Lock } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { AdminCard } from "~/components/admin/card";
import { PasswordField } from "~/components/admin/password-field";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/form-field";
import { useChangePassword } from "~/lib/admin-session";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { type PasswordFieldName, passwordChangeProblem } from "./password-change-problem";

const EMPTY: ChangePasswordFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmNewPassword: "",
};

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
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
    // The problem is told in a toast; the fields it names are marked until edited.
    shouldFocusError: false,
    reValidateMode: "onSubmit",
  });
  const changePassword = useChangePassword();

  const markInvalid = (fields: PasswordFieldName[]) => {
    clearErrors();
    for (const field of fields) setError(field, { type: "manual" });
    if (fields[0]) setFocus(fields[0]);
  };

  const onInvalid = (fieldErrors: FieldErrors<ChangePasswordFormValues>) => {
    const problem = passwordChangeProblem(getValues(), fieldErrors);
    if (!problem) return;
    markInvalid(problem.fields);
    toast({ title: problem.title, description: problem.description, variant: "destructive" });
  };

  const onValid = ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    if (changePassword.isPending) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
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
    <AdminCard
      headingId="account-security"
      title="Account Security"
      description="Change the password you use to sign in."
      icon={KeyRound}
      className={className}
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
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
          <PasswordField
            key={field.name}
            label={field.label}
            hint={field.hint}
            invalid={Boolean(errors[field.name])}
            autoComplete={field.autoComplete}
            {...register(field.name, { onChange: () => clearErrors(field.name) })}
          />
        ))}

        <div className="pt-1">
          <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto">
            <KeyRound aria-hidden className="size-4" />
            {changePassword.isPending ? "Updating..." : "Change Password"}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
