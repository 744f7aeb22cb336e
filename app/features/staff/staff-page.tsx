import type { StaffAccount, StaffAccountWithInvite } from "@shared/schemas/staff";
import { STAFF_ROLE_LABELS, type StaffRole } from "@shared/schemas/staff-roles";
import { UserX } from "lucide-react";
import { useRef, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { dateTime } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { timeAgo } from "~/lib/time-ago";
import { toast } from "~/lib/toast-store";
import { staffStatus, useNewSignInLink, useStaff, useUpdateStaff } from "./api";
import { InviteDialog } from "./invite-dialog";
import { InviteLink } from "./invite-link";
import { StaffActionsMenu } from "./staff-actions-menu";

const statusClasses = {
  Active: "bg-forest-100 text-forest-900",
  Invited: "bg-wheat-100 text-wheat-700",
  Deactivated: "bg-ink/10 text-ink",
} as const;

function StatusBadge({ account }: { account: StaffAccount }) {
  const status = staffStatus(account);
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        statusClasses[status],
      )}
    >
      {status}
    </span>
  );
}

function LastSignIn({ account }: { account: StaffAccount }) {
  if (!account.lastLoginAt) return <span>Never</span>;
  return (
    <time dateTime={account.lastLoginAt} title={dateTime(account.lastLoginAt)}>
      {timeAgo(account.lastLoginAt)}
    </time>
  );
}

/** /admin/staff: every account, Invite, and each account's role, link and deactivation. */
export function StaffPage() {
  const staff = useStaff();
  const update = useUpdateStaff();
  const newLink = useNewSignInLink();
  const [toDeactivate, setToDeactivate] = useState<StaffAccount | null>(null);
  const [link, setLink] = useState<StaffAccountWithInvite | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: "destructive" });

  const actions = (account: StaffAccount) => ({
    account,
    onRole: (role: StaffRole) =>
      update.mutate(
        { id: account.id, change: { role } },
        {
          onSuccess: (saved) =>
            toast({
              title: "Role changed",
              description: `${staffName(saved)} is now ${STAFF_ROLE_LABELS[saved.role]}.`,
              variant: "success",
            }),
          onError: failed("Could not change the role"),
        },
      ),
    onNewLink: () =>
      newLink.mutate(account.id, {
        onSuccess: setLink,
        onError: failed("Could not make a new link"),
      }),
    onDeactivate: (trigger: HTMLButtonElement | null) => {
      menuButton.current = trigger;
      setToDeactivate(account);
    },
    onReactivate: () =>
      update.mutate(
        { id: account.id, change: { active: true } },
        {
          onSuccess: (saved) =>
            toast({ title: `${staffName(saved)} reactivated`, variant: "success" }),
          onError: failed("Could not reactivate"),
        },
      ),
  });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Staff"
        subtitle="Who may sign in to the back office, and what each may do."
        action={staff.isSuccess ? <InviteDialog /> : null}
      />
      <div className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
        {staff.isPending ? (
          <Spinner label="Loading staff" />
        ) : staff.isError ? (
          <LoadError
            title="Error loading staff"
            error={staff.error}
            onRetry={() => void staff.refetch()}
            retrying={staff.isFetching}
          />
        ) : (
          <>
            <div className="relative overflow-x-auto max-sm:hidden">
              <table className="w-full min-w-[760px] text-left text-sm">
                <caption className="sr-only">Staff accounts</caption>
                <thead className="border-b border-forest-900/10 bg-forest-50/70 text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      E-mail
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Last sign-in
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-forest-900/5">
                  {staff.data.map((account) => (
                    <tr key={account.id} className="transition-colors hover:bg-forest-50">
                      <td className="max-w-xs px-4 py-3 align-middle">
                        <span className="block font-semibold break-words text-forest-950">
                          {staffName(account)}
                        </span>
                        <span className="block text-ink-muted">@{account.username}</span>
                      </td>
                      <td className="px-4 py-3 align-middle break-all">
                        {account.email ?? <span className="text-ink-muted">—</span>}
                      </td>
                      <td className="px-4 py-3 align-middle">{STAFF_ROLE_LABELS[account.role]}</td>
                      <td className="px-4 py-3 align-middle">
                        <StatusBadge account={account} />
                      </td>
                      <td className="px-4 py-3 align-middle whitespace-nowrap">
                        <LastSignIn account={account} />
                      </td>
                      <td className="px-4 py-2 text-right align-middle">
                        <StaffActionsMenu {...actions(account)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label="Staff accounts" className="divide-y divide-forest-900/5 sm:hidden">
              {staff.data.map((account) => (
                <li key={account.id} className="flex items-start gap-2 px-4 py-4">
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <p className="font-semibold break-words text-forest-950">
                      {staffName(account)}{" "}
                      <span className="font-normal text-ink-muted">@{account.username}</span>
                    </p>
                    {account.email ? (
                      <p className="text-sm break-all text-ink-muted">{account.email}</p>
                    ) : null}
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
                      <StatusBadge account={account} />
                      <span>{STAFF_ROLE_LABELS[account.role]}</span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      <span>
                        Last sign-in: <LastSignIn account={account} />
                      </span>
                    </p>
                  </div>
                  <StaffActionsMenu {...actions(account)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => {
          if (!open) setToDeactivate(null);
        }}
        title={toDeactivate ? `Deactivate ${staffName(toDeactivate)}?` : "Deactivate"}
        description="They are signed out at once and can no longer sign in. What they did stays in the activity log; you can reactivate them later."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        icon={UserX}
        pending={update.isPending}
        onCloseAutoFocus={(event) => {
          if (menuButton.current?.isConnected) {
            event.preventDefault();
            menuButton.current.focus();
          }
        }}
        onConfirm={() => {
          if (!toDeactivate) return;
          update.mutate(
            { id: toDeactivate.id, change: { active: false } },
            {
              onSuccess: (saved) => {
                setToDeactivate(null);
                toast({ title: `${staffName(saved)} deactivated`, variant: "success" });
              },
              onError: (error) => {
                setToDeactivate(null);
                failed("Could not deactivate")(error);
              },
            },
          );
        }}
      />

      <AdminDialog
        open={link !== null}
        onOpenChange={(open) => {
          if (!open) setLink(null);
        }}
        title="New sign-in link"
        description="Their old link and their sessions no longer work."
      >
        {link ? (
          <div className="grid gap-5">
            <InviteLink
              url={link.inviteUrl}
              name={staffName(link)}
              mailedTo={link.inviteMailed ? link.email : null}
            />
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => setLink(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}
      </AdminDialog>
    </div>
  );
}
