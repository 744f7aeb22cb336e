import type { RelatedRecord } from "@shared/schemas/related";
import { Copy, UserSearch } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { StatusBadge } from "~/components/admin/status-badge";
import { dateTime } from "~/lib/dates";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";
import { useRelatedRecords } from "./api";

/**
 * Possible duplicates (contract §14) on a record's page: other ideas and interests with the
 * same e-mail address, and those with a similar name, each a link to the record.
 */
export function PossibleDuplicatesPanel({ kind, id }: { kind: SubmissionKind; id: string }) {
  const headingId = useId();
  const related = useRelatedRecords(kind, id);
  return (
    <AdminCard headingId={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-forest-950">
        <Copy aria-hidden className="size-5 text-forest-700" />
        Possible duplicates
      </h2>
      <QueryView
        query={related}
        loading="Looking for possible duplicates"
        errorTitle="Could not look for duplicates"
        isEmpty={(data) => data.sameEmail.length === 0 && data.similarNames.length === 0}
        empty={
          <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
            <UserSearch aria-hidden className="mt-0.5 size-4 shrink-0" />
            No other submission has this e-mail address or a similar name.
          </p>
        }
      >
        {(data) => (
          <div className="mt-3 grid gap-4">
            <RelatedList title="Same e-mail address" records={data.sameEmail} />
            <RelatedList title="Similar names" records={data.similarNames} />
          </div>
        )}
      </QueryView>
    </AdminCard>
  );
}

function RelatedList({ title, records }: { title: string; records: RelatedRecord[] }) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-forest-950">
        {title} ({records.length})
      </h3>
      <ul className="mt-2 grid gap-2">
        {records.map((record) => {
          const texts = SUBMISSION_KINDS[record.kind];
          return (
            <li
              key={`${record.kind}-${record.id}`}
              className="rounded-lg border border-forest-900/10 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={texts.detailPath(record.id)}
                  className="min-w-0 rounded-sm font-semibold break-words text-forest-900 hover:underline focus-visible:outline-forest-600"
                >
                  {record.name}
                </Link>
                <StatusBadge status={record.status} />
              </div>
              <p className="mt-1 text-xs break-all text-ink-muted">{record.email}</p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {texts.recordLabel} · {dateTime(record.createdAt)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
