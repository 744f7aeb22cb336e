import { ChartColumn, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";
import { cx } from "~/lib/cx";

type ChartCardProps = {
  title: string;
  /** One sentence saying what is counted and over which records. */
  description: string;
  /** Shown instead of the chart when there is nothing to count. */
  emptyText: string;
  isEmpty: boolean;
  /** The chart; drawn for sighted readers, hidden from assistive technology. */
  chart: ReactNode;
  /** The same figures as a table, labelled by the heading (id passed in). */
  table: (headingId: string) => ReactNode;
  className?: string;
};

/**
 * One dashboard chart: heading, description, the chart, and a 'Show as table' disclosure
 * with the same figures. Screen readers are pointed to the table by the chart's label, since
 * the drawing itself says nothing to them.
 */
export function ChartCard({
  title,
  description,
  emptyText,
  isEmpty,
  chart,
  table,
  className,
}: ChartCardProps) {
  const headingId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);

  return (
    <AdminCard
      headingId={headingId}
      title={title}
      headingSize="small"
      description={description}
      descriptionId={descriptionId}
      body="flush"
      className={cx("flex flex-col", className)}
    >
      {isEmpty ? (
        <EmptyState icon={ChartColumn}>{emptyText}</EmptyState>
      ) : (
        <div className="flex flex-1 flex-col gap-3 px-3 pt-4 pb-4 sm:px-5">
          <div role="img" aria-label={`${title}, as a chart. Show as table gives the figures.`}>
            {chart}
          </div>
          <div className="px-2 sm:px-1">
            <button
              type="button"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-forest-700 hover:text-forest-900 focus-visible:outline-forest-600"
            >
              <Table2 aria-hidden className="size-4" />
              {showTable ? "Hide table" : "Show as table"}
            </button>
            {/* A wide table scrolls sideways on a phone: focusable, so the keyboard can scroll it. */}
            <div
              id={tableId}
              hidden={!showTable}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus (WCAG 2.1.1); the table inside is named
              tabIndex={0}
              className="mt-3 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-forest-700"
            >
              {table(headingId)}
            </div>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
