import { ArrowRight, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";

type RecentCardProps = {
  /** The heading's id; the table is labelled by it. */
  headingId: string;
  title: string;
  /** The list screen the 'View all' link opens. */
  listHref: string;
  /** Completes 'View all' for screen readers ('startup ideas'). */
  listName: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** A card holding one table of recent submissions, or its empty state. */
export function RecentCard({
  headingId,
  title,
  listHref,
  listName,
  emptyText,
  isEmpty,
  children,
}: RecentCardProps) {
  return (
    <AdminCard
      headingId={headingId}
      title={title}
      body="flush"
      className="overflow-hidden"
      action={
        <Link
          to={listHref}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-forest-700 hover:text-forest-900 focus-visible:outline-forest-600"
        >
          View all<span className="sr-only"> {listName}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      }
    >
      {isEmpty ? (
        <EmptyState icon={Inbox}>{emptyText}</EmptyState>
      ) : (
        // Wide tables scroll inside the card, never the page.
        <div className="relative overflow-x-auto">{children}</div>
      )}
    </AdminCard>
  );
}

export const tableClass = "w-full min-w-[36rem] text-left text-sm";
export const headCellClass =
  "bg-forest-50/70 px-4 py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6";
export const cellClass = "px-4 py-3.5 align-middle first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6";
export const rowClass =
  "cursor-pointer border-t border-forest-900/10 transition-colors hover:bg-forest-50/70";

/** The submitter's name as the row's link, with their e-mail beneath. */
export function NameCell({ to, name, email }: { to: string; name: string; email: string }) {
  return (
    <div className="min-w-0">
      <Link
        to={to}
        className="rounded-sm font-semibold text-forest-900 hover:underline focus-visible:outline-forest-600"
      >
        {name}
      </Link>
      <p className="mt-0.5 max-w-[16rem] truncate text-xs text-ink-muted">{email}</p>
    </div>
  );
}
