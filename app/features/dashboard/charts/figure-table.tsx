const numberFormat = new Intl.NumberFormat("en-US");

/** A column of figures; null is a figure there is none of (a median of nothing): a dash. */
export type FigureColumn<Row> = { header: string; value: (row: Row) => number | null };

type FigureTableProps<Row> = {
  /** The chart's heading: the table is named by it. */
  labelledBy: string;
  /** What each row is (the first column's header: 'Week', 'Sector'). */
  rowHeader: string;
  rows: Row[];
  rowLabel: (row: Row) => string;
  columns: FigureColumn<Row>[];
};

/** A chart's figures as a table: its alternative for screen readers and for exact reading. */
export function FigureTable<Row>({
  labelledBy,
  rowHeader,
  rows,
  rowLabel,
  columns,
}: FigureTableProps<Row>) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-forest-900/10">
          <th scope="col" className="py-2 pr-4 font-semibold text-ink-muted">
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className="py-2 pl-4 text-right font-semibold text-ink-muted"
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const label = rowLabel(row);
          return (
            <tr key={label} className="border-b border-forest-900/5 last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-forest-950">
                {label}
              </th>
              {columns.map((column) => (
                <td key={column.header} className="py-2 pl-4 text-right text-ink tabular-nums">
                  <Figure value={column.value(row)} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Figure({ value }: { value: number | null }) {
  if (value !== null) return numberFormat.format(value);
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">none</span>
    </>
  );
}
