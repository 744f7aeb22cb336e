import { zodResolver } from "@hookform/resolvers/zod";
import {
  ADMIN_AUTH_MESSAGES,
  type ChangePasswordFormValues,
  changePasswordForm,
} from "@shared/schemas/admin-auth";
import { type FieldErrors, useForm } from "react-hook-form";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { useChangePassword } from "~/lib/admin-session";
import { ApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import { withTyped } from "~/lib/typed-values";
import type { ChangePasswordCardProps, ChangePasswordView } from "./change-password-view";
import { type PasswordFieldName, passwordChangeProblem } from "./password-change-problem";

const EMPTY: ChangePasswordFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmNewPassword: "",
};

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

/**
 * Changing one's password (the account page): the form library and the shared schema's checks,
 * loaded on first use (`change-password-card.tsx`), starting from what was `typed` meanwhile and
 * drawn with the card's `View`.
 */
export function ChangePasswordForm({
  username,
  className,
  typed,
  View,
}: ChangePasswordCardProps & HandedOver & { View: typeof ChangePasswordView }) {
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
    defaultValues: withTyped(EMPTY, typed),
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
    <View
      username={username}
      className={className}
      fieldProps={(name) => register(name, { onChange: () => clearErrors(name) })}
      invalid={(name) => Boolean(errors[name])}
      pending={changePassword.isPending}
      onSubmit={handleSubmit(onValid, onInvalid)}
    />
  );
}
