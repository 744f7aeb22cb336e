import { paths } from "@shared/config/paths";
import type { InviteDetails } from "@shared/schemas/staff";
import { KeyRound, LinkIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import {
  NewPasswordFields,
  type NewPasswordForm,
  useNewPasswordForm,
} from "~/components/admin/new-password-fields";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage, isNotFound } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useAcceptInvite, useInvite } from "./invite-api";

export const INVITE_GONE_MESSAGE =
  "This link is unknown, already used or expired — ask an admin for a new one.";

/** /admin/invite/:token: see whom the link is for, set a first (or new) password, be signed in. */
export function AcceptInvitePage({ token }: { token: string }) {
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const gone = isNotFound(invite.error) || isNotFound(accept.error);

  return (
    <AuthCard>
      {gone ? (
        <InviteGone />
      ) : (
        <QueryView
          query={invite}
          loading="Checking your link"
          errorTitle="Could not check your link"
          errorHeadingLevel={1}
          errorClassName="px-0 py-2"
        >
          {(details) => <SetPasswordForm invite={details} accept={accept} />}
        </QueryView>
      )}
    </AuthCard>
  );
}

function InviteGone() {
  return (
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
  );
}

function SetPasswordForm({
  invite,
  accept,
}: {
  invite: InviteDetails;
  accept: ReturnType<typeof useAcceptInvite>;
}) {
  const navigate = useNavigate();
  const form = useNewPasswordForm();

  const onSubmit = (values: NewPasswordForm) =>
    accept.mutate(values.password, {
      onSuccess: (answer) => {
        if ("next" in answer) {
          toast({
            title: "Password set",
            description: "Sign in with it and your second factor.",
            variant: "success",
          });
          void navigate(paths.admin.login, { replace: true });
          return;
        }
        toast({ title: "Password set", description: "You are signed in.", variant: "success" });
        void navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (error) => {
        if (!isNotFound(error))
          toast({
            title: "Could not set the password",
            description: errorMessage(error),
            variant: "destructive",
          });
      },
    });

  return (
    <>
      <h1 className="text-2xl font-semibold text-forest-950">
        {invite.displayName ? `Welcome, ${invite.displayName}` : "Set your password"}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        Choose a password for your Rootstock Ventures staff account. You will sign in as{" "}
        <strong className="font-semibold text-forest-950">{invite.username}</strong>.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="mt-6 grid gap-5"
        aria-label="Set your password"
      >
        {/* Tells a password manager which account the new password belongs to. */}
        <input type="text" hidden readOnly autoComplete="username" value={invite.username} />
        <NewPasswordFields form={form} label="Password" />
        <Button type="submit" disabled={accept.isPending} className="w-full">
          <KeyRound aria-hidden className="size-4" />
          {accept.isPending ? "Saving..." : "Set password and sign in"}
        </Button>
      </form>
    </>
  );
}
