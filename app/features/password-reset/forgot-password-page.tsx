import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import {
  type PasswordResetRequestPayload,
  passwordResetRequestPayload,
} from "@shared/schemas/sessions";
import { MailCheck, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useRequestPasswordReset } from "./api";

const backToSignIn = (
  <Link
    to={paths.admin.login}
    className="font-semibold text-forest-800 underline underline-offset-4"
  >
    Back to sign in
  </Link>
);

/** /admin/forgot-password: ask for a link to choose a new password (contract §16). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestPayload>({
    resolver: zodResolver(passwordResetRequestPayload),
    defaultValues: { login: "" },
  });

  if (request.isSuccess) {
    return (
      <AuthCard>
        <div role="status">
          <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <MailCheck aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold text-forest-950">Check your e-mail</h1>
          <p className="mt-2 text-ink-muted">{request.data.message}</p>
        </div>
        <p className="mt-6">{backToSignIn}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-forest-950">Forgot your password?</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Enter your username or the e-mail address of your staff account. If it has an address, we
        send a link there to choose a new password.
      </p>
      <form
        noValidate
        onSubmit={handleSubmit((payload) =>
          request.mutate(payload, {
            onError: (error) =>
              toast({
                title: "Could not send the link",
                description: errorMessage(error),
                variant: "destructive",
              }),
          }),
        )}
        className="mt-6 grid gap-5"
        aria-label="Ask for a new password link"
      >
        <FormField
          id="reset-login"
          label="Username or e-mail"
          required
          error={errors.login?.message}
        >
          {(aria) => <Input {...aria} autoComplete="username" {...register("login")} />}
        </FormField>
        <Button type="submit" disabled={request.isPending} className="w-full">
          <Send aria-hidden className="size-4" />
          {request.isPending ? "Sending..." : "Send the link"}
        </Button>
      </form>
      <p className="mt-6 text-sm">{backToSignIn}</p>
    </AuthCard>
  );
}
