import { ChartColumn, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

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
    <section
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className={`flex min-w-0 flex-col rounded-2xl border border-forest-900/10 bg-white shadow-sm ${className ?? ""}`}
    >
      <div className="border-b border-forest-900/10 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold text-forest-950">
          {title}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {description}
        </p>
      </div>
      {isEmpty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-forest-50 text-forest-600">
            <ChartColumn aria-hidden className="size-6" />
          </span>
          <p className="text-ink-muted">{emptyText}</p>
        </div>
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
            <div id={tableId} hidden={!showTable} className="mt-3 overflow-x-auto">
              {table(headingId)}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
