import type { InvestmentInterestSummary, StartupIdeaSummary } from "@shared/schemas/admin-records";
import { StatusBadge } from "~/features/submissions/status-badge";
import {
  cellClass,
  headCellClass,
  NameCell,
  RecentCard,
  rowClass,
  SubmittedCell,
  tableClass,
  useRowNavigation,
} from "./recent-card";

export function RecentStartupIdeas({ ideas }: { ideas: StartupIdeaSummary[] }) {
  const openRow = useRowNavigation();
  return (
    <RecentCard
      headingId="recent-startup-ideas"
      title="Recent Startup Ideas"
      listHref="/admin/startup-ideas"
      listName="startup ideas"
      emptyText="No startup ideas submitted yet"
      isEmpty={ideas.length === 0}
    >
      <table aria-labelledby="recent-startup-ideas" className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              Name
            </th>
            <th scope="col" className={headCellClass}>
              Sector
            </th>
            <th scope="col" className={headCellClass}>
              Status
            </th>
            <th scope="col" className={headCellClass}>
              Submitted
            </th>
          </tr>
        </thead>
        <tbody>
          {ideas.map((idea) => {
            const href = `/admin/startup-ideas/${idea.id}`;
            return (
              <tr key={idea.id} className={rowClass} onClick={openRow(href)}>
                <td className={cellClass}>
                  <NameCell to={href} name={idea.name} email={idea.email} />
                </td>
                <td className={`${cellClass} min-w-[11rem] text-ink`}>{idea.sector}</td>
                <td className={cellClass}>
                  <StatusBadge status={idea.status} />
                </td>
                <td className={cellClass}>
                  <SubmittedCell iso={idea.createdAt} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RecentCard>
  );
}

export function RecentInvestmentInterests({
  interests,
}: {
  interests: InvestmentInterestSummary[];
}) {
  const openRow = useRowNavigation();
  return (
    <RecentCard
      headingId="recent-investment-interests"
      title="Recent Investment Interests"
      listHref="/admin/investment-interests"
      listName="investment interests"
      emptyText="No investment interests submitted yet"
      isEmpty={interests.length === 0}
    >
      <table aria-labelledby="recent-investment-interests" className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              Name
            </th>
            <th scope="col" className={headCellClass}>
              Amount
            </th>
            <th scope="col" className={headCellClass}>
              Status
            </th>
            <th scope="col" className={headCellClass}>
              Submitted
            </th>
          </tr>
        </thead>
        <tbody>
          {interests.map((interest) => {
            const href = `/admin/investment-interests/${interest.id}`;
            return (
              <tr key={interest.id} className={rowClass} onClick={openRow(href)}>
                <td className={cellClass}>
                  <NameCell to={href} name={interest.name} email={interest.email} />
                </td>
                <td className={`${cellClass} whitespace-nowrap text-ink tabular-nums`}>
                  {interest.investmentAmount}
                </td>
                <td className={cellClass}>
                  <StatusBadge status={interest.status} />
                </td>
                <td className={cellClass}>
                  <SubmittedCell iso={interest.createdAt} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RecentCard>
  );
}
