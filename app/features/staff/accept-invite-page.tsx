import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import { acceptInviteForm } from "@shared/schemas/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LinkIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { ApiError, apiRequest } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";

type Form = z.input<typeof acceptInviteForm>;

export const INVITE_GONE_MESSAGE =
  "This link is unknown, already used or expired — ask an admin for a new one.";

/** /admin/invite/:token: set a first (or new) password, then be signed in. */
export function AcceptInvitePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [gone, setGone] = useState(false);
  const accept = useMutation({
    mutationFn: (password: string) =>
      apiRequest<AdminAccount>(`/api/admin/invites/${encodeURIComponent(token)}`, {
        method: "POST",
        body: { password },
      }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(acceptInviteForm),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = (form: Form) =>
    accept.mutate(form.password, {
      onSuccess: (account) => {
        queryClient.setQueryData(["admin", "me"], account);
        toast({ title: "Password set", description: "You are signed in.", variant: "success" });
        void navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) setGone(true);
        else
          toast({
            title: "Could not set the password",
            description: errorMessage(error),
            variant: "destructive",
          });
      },
    });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-forest-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <Link
          to="/"
          className="mx-auto mb-8 flex w-fit rounded-md"
          aria-label="Rootstock Ventures, home"
        >
          <Logo />
        </Link>
        <div className="rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8">
          {gone ? (
            <div role="alert">
              <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
                <LinkIcon aria-hidden className="size-6" />
              </span>
              <h1 className="mt-4 text-2xl font-semibold text-forest-950">Link not valid</h1>
              <p className="mt-2 text-ink-muted">{INVITE_GONE_MESSAGE}</p>
              <p className="mt-6">
                <Link
                  to={paths.admin.login}
                  className="font-semibold text-forest-800 underline underline-offset-4"
                >
                  Go to sign in
                </Link>
              </p>
            </div>
          ) : (
            <>
              <h1 className="text-2xl font-semibold text-forest-950">Set your password</h1>
              <p className="mt-1 text-sm text-ink-muted">
                For your Rootstock Ventures staff account. At least 8 characters.
              </p>
              <form
                noValidate
                onSubmit={handleSubmit(onSubmit)}
                className="mt-6 grid gap-5"
                aria-label="Set your password"
              >
                <FormField
                  id="invite-password"
                  label="Password"
                  required
                  error={errors.password?.message}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      type="password"
                      autoComplete="new-password"
                      {...register("password")}
                    />
                  )}
                </FormField>
                <FormField
                  id="invite-confirm"
                  label="Confirm password"
                  required
                  error={errors.confirmPassword?.message}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      type="password"
                      autoComplete="new-password"
                      {...register("confirmPassword")}
                    />
                  )}
                </FormField>
                <Button type="submit" disabled={accept.isPending} className="w-full">
                  <KeyRound aria-hidden className="size-4" />
                  {accept.isPending ? "Saving..." : "Set password and sign in"}
                </Button>
              </form>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
