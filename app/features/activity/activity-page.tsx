import type { ActivitySubject } from "@shared/schemas/activity";
import { History } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { describeActivity } from "~/components/admin/activity-text";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { PagedLog } from "~/components/admin/paged-log";
import { TimeAgo } from "~/components/admin/time-ago";
import { activitySubject } from "./activity-subject";
import { useSiteActivity, useStaffNames } from "./api";

/** What an entry is about: a link to its page, or its name marked deleted once it is gone. */
function EntrySubject({ subject }: { subject: ActivitySubject }) {
  const shown = activitySubject(subject);
  if ("deleted" in shown) {
    return (
      // Muted, and not the links' colour: there is nothing to open.
      <p className="text-sm text-ink-muted">
        <span className="font-medium">{shown.label}</span> (deleted)
      </p>
    );
  }
  return (
    <Link
      to={shown.to}
      className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
    >
      {shown.label}
    </Link>
  );
}

/** Everything done in the back office, newest first (contract §10; admins only). */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const activity = useSiteActivity(page);
  const staff = useStaffNames().data;
  const onPage = (next: number) =>
    setParams(next === 1 ? {} : { page: String(next) }, { replace: true });

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Activity" subtitle="Who did what in the back office, newest first" />
      <PagedLog
        label="Activity log"
        query={activity}
        loading="Loading activity"
        errorTitle="Error loading activity"
        empty={<EmptyState icon={History} title="Nothing has happened yet." />}
        page={page}
        onPage={onPage}
      >
        {(entry) => (
          <li
            key={entry.id}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-6"
          >
            <div className="min-w-0">
              <p className="break-words text-ink">{describeActivity(entry, staff)}</p>
              {entry.subject ? <EntrySubject subject={entry.subject} /> : null}
            </div>
            <TimeAgo iso={entry.at} className="text-sm whitespace-nowrap text-ink-muted" />
          </li>
        )}
      </PagedLog>
    </div>
  );
}
