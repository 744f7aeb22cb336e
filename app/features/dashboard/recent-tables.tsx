import { paths } from "@shared/config/paths";
import type { InvestmentInterestSummary, StartupIdeaSummary } from "@shared/schemas/admin-records";
import type { ReactNode } from "react";
import { useRowNavigation } from "~/components/admin/row-navigation";
import { StatusBadge } from "~/components/admin/status-badge";
import { TimeAgo } from "~/components/admin/time-ago";
import {
  cellClass,
  headCellClass,
  NameCell,
  RecentCard,
  rowClass,
  tableClass,
} from "./recent-card";

type RecentRow = { id: number; name: string; email: string; status: string; createdAt: string };

type RecentTableProps<Row extends RecentRow> = {
  title: string;
  /** The list screen. */
  listHref: string;
  /** A row's detail screen. */
  detailHref: (id: number) => string;
  listName: string;
  emptyText: string;
  rows: Row[];
  /** The one column that differs between the two tables. */
  detail: { header: string; cell: (row: Row) => ReactNode; className: string };
};

/** Name, one kind-specific column, status and time ago, for the newest submissions. */
function RecentTable<Row extends RecentRow>({
  title,
  listHref,
  detailHref,
  listName,
  emptyText,
  rows,
  detail,
}: RecentTableProps<Row>) {
  const openRow = useRowNavigation();
  const headingId = `recent-${listHref.split("/").pop()}`;
  return (
    <RecentCard
      headingId={headingId}
      title={title}
      listHref={listHref}
      listName={listName}
      emptyText={emptyText}
      isEmpty={rows.length === 0}
    >
      <table aria-labelledby={headingId} className={tableClass}>
        <thead>
          <tr>
            {["Name", detail.header, "Status", "Submitted"].map((header) => (
              <th key={header} scope="col" className={headCellClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = detailHref(row.id);
            return (
              <tr key={row.id} className={rowClass} onClick={openRow(href)}>
                <td className={cellClass}>
                  <NameCell to={href} name={row.name} email={row.email} />
                </td>
                <td className={`${cellClass} ${detail.className}`}>{detail.cell(row)}</td>
                <td className={cellClass}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cellClass}>
                  <TimeAgo iso={row.createdAt} className="whitespace-nowrap text-ink-muted" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RecentCard>
  );
}

/** What differs between the two recent tables: their words, links and kind-specific column. */
const RECENT = {
  ideas: {
    title: "Recent Startup Ideas",
    listHref: paths.admin.startupIdeas,
    detailHref: paths.admin.startupIdea,
    listName: "startup ideas",
    emptyText: "No startup ideas submitted yet",
    detail: {
      header: "Sector",
      cell: (idea: StartupIdeaSummary) => idea.sector,
      className: "min-w-[11rem] text-ink",
    },
  },
  interests: {
    title: "Recent Investment Interests",
    listHref: paths.admin.investmentInterests,
    detailHref: paths.admin.investmentInterest,
    listName: "investment interests",
    emptyText: "No investment interests submitted yet",
    detail: {
      header: "Amount",
      cell: (interest: InvestmentInterestSummary) => interest.investmentAmount,
      className: "whitespace-nowrap text-ink tabular-nums",
    },
  },
} as const;

export function RecentStartupIdeas({ ideas }: { ideas: StartupIdeaSummary[] }) {
  return <RecentTable {...RECENT.ideas} rows={ideas} />;
}

export function RecentInvestmentInterests({
  interests,
}: {
  interests: InvestmentInterestSummary[];
}) {
  return <RecentTable {...RECENT.interests} rows={interests} />;
}
