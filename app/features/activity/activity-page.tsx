import {
  ACTIVITY_PAGE_SIZE,
  type ActivitySubject,
  type SiteActivityEntryRecord,
} from "@shared/schemas/activity";
import type { StaffAccount } from "@shared/schemas/staff";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { describeActivity } from "~/components/admin/activity-text";
import { ListPagination } from "~/components/admin/list/list-controls";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dateTime } from "~/lib/dates";
import { timeAgo } from "~/lib/time-ago";
import { activitySubject } from "./activity-subject";

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

/** Every account, deactivated ones too, so an entry can name whoever it mentions. */
function useStaffNames() {
  return useQuery({
    queryKey: adminKeys.staff,
    queryFn: () => apiRequest<StaffAccount[]>("/api/admin/staff"),
  });
}

function useSiteActivity(page: number) {
  const offset = (page - 1) * ACTIVITY_PAGE_SIZE.default;
  return useQuery({
    queryKey: adminKeys.activity(page),
    queryFn: () =>
      apiList<SiteActivityEntryRecord>(
        `/api/admin/activity?limit=${ACTIVITY_PAGE_SIZE.default}&offset=${offset}`,
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
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
      <section
        aria-label="Activity log"
        className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm"
      >
        <QueryView
          query={activity}
          loading="Loading activity"
          errorTitle="Error loading activity"
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="px-6 py-10 text-center text-ink-muted">Nothing has happened yet.</p>}
        >
          {(data) => (
            <>
              <ol
                className={cn(
                  "divide-y divide-forest-900/10",
                  activity.isPlaceholderData && "opacity-60",
                )}
              >
                {data.items.map((entry) => {
                  return (
                    <li
                      key={entry.id}
                      className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-6"
                    >
                      <div className="min-w-0">
                        <p className="break-words text-ink">{describeActivity(entry, staff)}</p>
                        {entry.subject ? <EntrySubject subject={entry.subject} /> : null}
                      </div>
                      <time
                        dateTime={entry.at}
                        title={dateTime(entry.at)}
                        className="text-sm whitespace-nowrap text-ink-muted"
                      >
                        {timeAgo(entry.at)}
                      </time>
                    </li>
                  );
                })}
              </ol>
              <ListPagination page={page} total={data.total} onPage={onPage} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
