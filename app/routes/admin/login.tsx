import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import { type AdminLoginPayload, adminLoginPayload } from "@shared/schemas/admin-auth";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { PasswordField } from "~/components/admin/password-field";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { PasswordResetDone } from "~/features/password-reset/password-reset-done";
import { adminMeta } from "~/lib/admin-meta";
import { useAdminSession, useLogin } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";

export const meta = () => adminMeta("Sign in");

export default function AdminLogin() {
  const navigate = useNavigate();
  const session = useAdminSession();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginPayload>({
    resolver: zodResolver(adminLoginPayload),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = (payload: AdminLoginPayload) =>
    login.mutate(payload, {
      onSuccess: () => {
        toast({
          title: "Login successful",
          description: "Redirecting to admin dashboard...",
          variant: "success",
        });
        void navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (error) =>
        toast({
          title: "Login failed",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });

  // Already signed in: the login page has nothing to offer.
  if (session.data) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-forest-950">Admin sign in</h1>
      <p className="mt-1 text-sm text-ink-muted">For Rootstock Ventures staff.</p>
      {searchParams.get("reset") === "done" ? <PasswordResetDone /> : null}
      {session.isPending ? (
        <Spinner label="Checking your session" />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="mt-6 grid gap-5"
          aria-label="Sign in"
        >
          <FormField id="login-username" label="Username" required error={errors.username?.message}>
            {(aria) => <Input {...aria} autoComplete="username" {...register("username")} />}
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
      )}
    </AuthCard>
  );
}
