import type { StaffAccount, StaffAccountWithInvite } from "@shared/schemas/staff";
import { STAFF_ROLE_LABELS, type StaffRole } from "@shared/schemas/staff-roles";
import { LogOut, UserPlus, UserX } from "lucide-react";
import { useRef, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { type ListColumn, ListTable } from "~/components/admin/list/list-table";
import { drawnWith } from "~/components/admin/load-on-first-use";
import { loadWhenOpen } from "~/components/admin/load-when-open";
import { PageHeader } from "~/components/admin/page-header";
import { rowActionsOnUse } from "~/components/admin/row-actions-button";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";
import {
  staffStatus,
  useCreateStaff,
  useEndStaffSessions,
  useNewSignInLink,
  useStaff,
  useUpdateStaff,
} from "./api";
import type { InviteDialogProps } from "./invite-dialog";
import { InviteLink } from "./invite-link";
import type { StaffActionsProps } from "./staff-actions-menu";

/** A row's menu: its button at first paint, Radix's menu on first use (ADR 052). */
const StaffActionsMenu = rowActionsOnUse<StaffActionsProps>(() =>
  import("./staff-actions-menu").then((module) => module.StaffActionsMenu),
);

const statusClasses = {
  Active: "bg-forest-100 text-forest-900",
  Invited: "bg-wheat-100 text-wheat-700",
  Deactivated: "bg-ink/10 text-ink",
} as const;

function StatusBadge({ account }: { account: StaffAccount }) {
  const status = staffStatus(account);
  return (
    <span
      className={cx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        statusClasses[status],
      )}
    >
      {status}
    </span>
  );
}

function LastSignIn({ account }: { account: StaffAccount }) {
  return account.lastLoginAt ? <TimeAgo iso={account.lastLoginAt} /> : <span>Never</span>;
}

const columns: readonly ListColumn<StaffAccount>[] = [
  {
    header: "Name",
    className: "max-w-xs",
    cell: (account) => (
      <>
        <span className="block font-semibold break-words text-forest-950">
          {staffName(account)}
        </span>
        <span className="block text-ink-muted">@{account.username}</span>
      </>
    ),
  },
  {
    header: "E-mail",
    className: "break-all",
    cell: (account) => account.email ?? <span className="text-ink-muted">—</span>,
  },
  { header: "Role", cell: (account) => STAFF_ROLE_LABELS[account.role] },
  { header: "Status", cell: (account) => <StatusBadge account={account} /> },
  {
    header: "Last sign-in",
    className: "whitespace-nowrap",
    cell: (account) => <LastSignIn account={account} />,
  },
];

/** Phones: one card per account, its menu beside it. */
function PhoneCard({ account }: { account: StaffAccount }) {
  return (
    <div className="grid gap-1.5">
      <p className="font-semibold break-words text-forest-950">
        {staffName(account)} <span className="font-normal text-ink-muted">@{account.username}</span>
      </p>
      {account.email ? <p className="text-sm break-all text-ink-muted">{account.email}</p> : null}
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
  );
}

/** Invite's form (React Hook Form, zod) and Radix's dialog load when it first opens (ADR 052). */
const InviteDialog = loadWhenOpen(
  () => import("./invite-dialog").then((module) => drawnWith(module.InviteDialog, InviteLink)),
  (props: InviteDialogProps) => props.open,
);

function Invite() {
  const [open, setOpen] = useState(false);
  const create = useCreateStaff();
  return (
    <>
      <Button onClick={() => setOpen(true)} {...InviteDialog.intent}>
        <UserPlus aria-hidden className="size-4" />
        Invite
      </Button>
      <InviteDialog open={open} onOpenChange={setOpen} create={create} />
    </>
  );
}

/** /admin/staff: every account, Invite, and each account's role, link and deactivation. */
export function StaffPage() {
  const staff = useStaff();
  const update = useUpdateStaff();
  const newLink = useNewSignInLink();
  const endSessions = useEndStaffSessions();
  const [toDeactivate, setToDeactivate] = useState<StaffAccount | null>(null);
  const [toSignOut, setToSignOut] = useState<StaffAccount | null>(null);
  const [link, setLink] = useState<StaffAccountWithInvite | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: "destructive" });

  const actions = (account: StaffAccount): StaffActionsProps => ({
    label: `Actions for ${staffName(account)}`,
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
    onEndSessions: (trigger: HTMLButtonElement | null) => {
      menuButton.current = trigger;
      setToSignOut(account);
    },
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

  const focusMenuButton = (event: Event) => {
    if (menuButton.current?.isConnected) {
      event.preventDefault();
      menuButton.current.focus();
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Staff"
        subtitle="Who may sign in to the back office, and what each may do."
        action={staff.isSuccess ? <Invite /> : null}
      />
      <ListTable
        label="Staff accounts"
        query={staff}
        rows={(accounts) => accounts}
        columns={columns}
        actions={(account) => <StaffActionsMenu {...actions(account)} />}
        phoneCard={(account) => <PhoneCard account={account} />}
        loading="Loading staff"
        errorTitle="Error loading staff"
        minWidth="min-w-[760px]"
      />

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
        onCloseAutoFocus={focusMenuButton}
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

      <ConfirmDialog
        open={toSignOut !== null}
        onOpenChange={(open) => {
          if (!open) setToSignOut(null);
        }}
        title={toSignOut ? `End all sessions of ${staffName(toSignOut)}?` : "End all sessions"}
        description="They are signed out in every browser at once and must sign in again. Their password stays as it is."
        confirmLabel="End all sessions"
        pendingLabel="Ending sessions..."
        icon={LogOut}
        pending={endSessions.isPending}
        onCloseAutoFocus={focusMenuButton}
        onConfirm={() => {
          if (!toSignOut) return;
          const account = toSignOut;
          endSessions.mutate(account.id, {
            onSuccess: () => {
              setToSignOut(null);
              toast({ title: `${staffName(account)} signed out everywhere`, variant: "success" });
            },
            onError: (error) => {
              setToSignOut(null);
              failed("Could not end the sessions")(error);
            },
          });
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
        {link ? <InviteLink account={link} onDone={() => setLink(null)} /> : null}
      </AdminDialog>
    </div>
  );
}
