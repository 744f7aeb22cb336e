import { History } from "lucide-react";
import { useId } from "react";
import { describeActivity } from "~/components/admin/activity-text";
import { AdminCard } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { TimeAgo } from "~/components/admin/time-ago";
import { useAssignees } from "~/lib/assignees";
import type { SubmissionKind } from "../kinds";
import { useRecordActivity } from "./api";

/** The record's history, newest first: who did what, and when. */
export function ActivityTimeline({ kind, id }: { kind: SubmissionKind; id: string }) {
  const headingId = useId();
  const activity = useRecordActivity(kind, id);
  const staff = useAssignees().data;
  return (
    <AdminCard headingId={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-forest-950">
        <History aria-hidden className="size-5 text-forest-700" />
        Activity
      </h2>
      <QueryView query={activity} loading="Loading activity" errorTitle="Error loading activity">
        {(entries) => (
          <ol className="mt-4 grid gap-0 border-l-2 border-forest-900/10 pl-5">
            {entries.map((entry) => (
              <li key={entry.id} className="relative pb-4 last:pb-0">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full border-2 border-white bg-forest-600"
                />
                <p className="text-sm text-ink">{describeActivity(entry, staff)}</p>
                <TimeAgo iso={entry.at} className="text-xs text-ink-muted" />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </AdminCard>
  );
}
