import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import { type AdminLoginPayload, adminLoginPayload } from "@shared/schemas/admin-auth";
import type { SecondFactorMethod } from "@shared/schemas/second-factor";
import { browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogIn } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { PasswordField } from "~/components/admin/password-field";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { PasswordResetDone } from "~/features/password-reset/password-reset-done";
import { passkeyProblem } from "~/features/second-factor/passkey-problem";
import { SecondStepForm } from "~/features/second-factor/second-step-form";
import { signInWithPasskey, usePasskeySignIn } from "~/features/second-factor/sign-in-api";
import { adminMeta } from "~/lib/admin-meta";
import { useAdminSession, useLogin } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";

export const meta = () => adminMeta("Sign in");

export default function AdminLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const passkey = usePasskeySignIn();
  // Set when the password was right and the account has a second factor.
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[]>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdminLoginPayload>({
    resolver: zodResolver(adminLoginPayload),
    defaultValues: { username: "", password: "" },
  });

  const signedIn = () => {
    toast({
      title: "Login successful",
      description: "Redirecting to admin dashboard...",
      variant: "success",
    });
    void navigate(paths.admin.dashboard, { replace: true });
  };

  // Where the browser can, the username field also offers this site's passkeys. Once one of
  // them has answered, its sign-in is on its way: the button then waits for it rather than
  // start a ceremony whose new challenge would make that sign-in fail.
  const autofillSigningIn = useRef<Promise<unknown>>(undefined);
  const waitingForSession = session.isPending || Boolean(session.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, when the form shows
  useEffect(() => {
    if (waitingForSession || secondStep) return;
    let live = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || !live) return;
      signInWithPasskey(queryClient, {
        autofill: true,
        onAnswered: (signingIn) => {
          autofillSigningIn.current = signingIn.finally(() => {
            autofillSigningIn.current = undefined;
          });
        },
      }).then(
        () => live && signedIn(),
        // Cancelled by another ceremony (the button) or the page going away: nothing to say.
        () => undefined,
      );
    });
    return () => {
      live = false;
    };
  }, [waitingForSession, secondStep]);

  const onSubmit = (payload: AdminLoginPayload) =>
    login.mutate(payload, {
      onSuccess: (answer) => {
        if ("next" in answer) setSecondStep(answer.methods);
        else signedIn();
      },
      onError: (error) =>
        toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" }),
    });

  const withPasskey = () => {
    if (autofillSigningIn.current) return;
    passkey.mutate(undefined, {
      onSuccess: signedIn,
      onError: (error) =>
        toast({
          title: "Login failed",
          description: passkeyProblem(error),
          variant: "destructive",
        }),
    });
  };

  // Already signed in: the login page has nothing to offer.
  if (session.data) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-forest-950">Admin sign in</h1>
      <p className="mt-1 text-sm text-ink-muted">For Rootstock Ventures staff.</p>
      {searchParams.get("reset") === "done" ? <PasswordResetDone /> : null}
      {session.isPending ? (
        <Spinner label="Checking your session" />
      ) : secondStep ? (
        <SecondStepForm
          methods={secondStep}
          onSignedIn={signedIn}
          onRestart={() => {
            reset();
            setSecondStep(undefined);
          }}
        />
      ) : (
        <>
          <form
            noValidate
            onSubmit={handleSubmit(onSubmit)}
            className="mt-6 grid gap-5"
            aria-label="Sign in"
          >
            <FormField
              id="login-username"
              label="Username"
              required
              error={errors.username?.message}
            >
              {(aria) => (
                <Input {...aria} autoComplete="username webauthn" {...register("username")} />
              )}
            </FormField>
            <PasswordField
              label="Password"
              error={errors.password?.message}
              autoComplete="current-password"
              {...register("password")}
            />
            <Button type="submit" disabled={login.isPending} className="w-full">
              <LogIn aria-hidden className="size-4" />
              {login.isPending ? "Signing in..." : "Sign in"}
            </Button>
            <Link
              to={paths.admin.forgotPassword}
              className="justify-self-center text-sm font-semibold text-forest-800 underline underline-offset-4"
            >
              Forgot your password?
            </Link>
          </form>
          <div className="mt-5 flex items-center gap-3 text-xs text-ink-muted" aria-hidden>
            <span className="h-px flex-1 bg-forest-900/10" />
            or
            <span className="h-px flex-1 bg-forest-900/10" />
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={withPasskey}
            disabled={passkey.isPending}
            className="mt-5 w-full"
          >
            <KeyRound aria-hidden className="size-4" />
            {passkey.isPending ? "Waiting for the passkey..." : "Sign in with a passkey"}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
