import { paths } from "@shared/config/paths";
import { PASSWORD_RESET_MESSAGES } from "@shared/schemas/sessions";
import { KeyRound, LinkIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import {
  NewPasswordFields,
  type NewPasswordForm,
  useNewPasswordForm,
} from "~/components/admin/new-password-fields";
import { Button } from "~/components/ui/button";
import { errorMessage, isNotFound } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useResetPassword } from "./api";

/**
 * /admin/reset/:token: choose a new password, then sign in again on the login page. It does
 * not sign the person in itself: an account may have a second factor (contract §16), which
 * the login asks for and a mailed link must not skip.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const form = useNewPasswordForm();

  if (isNotFound(reset.error)) return <LinkGone />;

  const onSubmit = (values: NewPasswordForm) =>
    reset.mutate(
      { password: values.password },
      {
        onSuccess: () => void navigate(`${paths.admin.login}?reset=done`, { replace: true }),
        onError: (error) => {
          if (!isNotFound(error))
            toast({
              title: "Could not set the password",
              description: errorMessage(error),
              variant: "destructive",
            });
        },
      },
    );

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-forest-950">Choose a new password</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Setting it signs your account out in every browser; then sign in with the new password.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="mt-6 grid gap-5"
        aria-label="Choose a new password"
      >
        <NewPasswordFields form={form} label="New password" />
        <Button type="submit" disabled={reset.isPending} className="w-full">
          <KeyRound aria-hidden className="size-4" />
          {reset.isPending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}

function LinkGone() {
  return (
    <AuthCard>
      <div role="alert">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <LinkIcon aria-hidden className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-forest-950">Link not valid</h1>
        <p className="mt-2 text-ink-muted">
          {PASSWORD_RESET_MESSAGES.linkGone}. Links work once, for an hour.
        </p>
        <p className="mt-6">
          <Link
            to={paths.admin.forgotPassword}
            className="font-semibold text-forest-800 underline underline-offset-4"
          >
            Ask for a new link
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
