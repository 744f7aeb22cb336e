import type { AdminAccount } from "@shared/schemas/admin-auth";
import { STAFF_ROLE_LABELS } from "@shared/schemas/staff-roles";
import { CircleCheck, ShieldCheck, TriangleAlert } from "lucide-react";
import { AdminCard } from "~/components/admin/card";
import { dateTime } from "~/lib/dates";

/** The first password is replaced once updatedAt has moved past createdAt. */
function defaultPasswordChanged(admin: Pick<AdminAccount, "createdAt" | "updatedAt">) {
  return new Date(admin.updatedAt).getTime() > new Date(admin.createdAt).getTime();
}

export function AdminInfoCard({ admin, className }: { admin: AdminAccount; className?: string }) {
  const changed = defaultPasswordChanged(admin);
  return (
    <AdminCard
      headingId="admin-information"
      title="Admin Information"
      description="Details of the account you are signed in with."
      icon={ShieldCheck}
      className={className}
    >
      <dl className="grid gap-5">
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-ink-muted">Admin Account ID</dt>
          <dd className="font-semibold text-forest-950 tabular-nums">{admin.id}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-ink-muted">Username</dt>
          <dd className="font-semibold text-forest-950">{admin.username}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-ink-muted">Role</dt>
          <dd className="font-semibold text-forest-950">{STAFF_ROLE_LABELS[admin.role]}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-ink-muted">Account Created</dt>
          <dd className="font-semibold text-forest-950">
            <time dateTime={admin.createdAt}>{dateTime(admin.createdAt)}</time>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-ink-muted">Default Password Changed</dt>
          <dd className="flex items-center gap-2 font-semibold text-forest-950">
            {changed ? (
              <CircleCheck aria-hidden className="size-4 text-forest-600" />
            ) : (
              <TriangleAlert aria-hidden className="size-4 text-wheat-700" />
            )}
            {changed ? "Yes" : "No"}
          </dd>
        </div>
      </dl>
      {changed ? null : (
        <p className="mt-6 rounded-xl border border-wheat-300 bg-wheat-50 px-4 py-3 text-sm text-soil-800">
          This account still uses its first password. Change it under Account Security to keep the
          back office safe.
        </p>
      )}
    </AdminCard>
  );
}
