import { CAPITAL_BRACKETS } from "@shared/schemas/investment-interest";
import { SectorBadges } from "~/components/admin/sector-badges";
import { StatusBadge } from "~/components/admin/status-badge";
import { SubmissionListPage } from "~/features/submissions/submission-list-page";
import { adminMeta } from "~/lib/admin-meta";
import { shortDate } from "~/lib/dates";

export const meta = () => adminMeta("Investment Interests");

export default function AdminInvestmentInterests() {
  return (
    <SubmissionListPage
      kind="investment-interests"
      choiceFilter={{
        name: "investmentAmount",
        label: "Amount",
        allLabel: "All amounts",
        options: CAPITAL_BRACKETS.map((bracket) => ({
          value: bracket.filter,
          label: bracket.filter,
        })),
      }}
      columns={[
        { header: "Name", sortField: "name", cell: (interest) => interest.name },
        { header: "Email", cell: (interest) => interest.email, className: "text-ink-muted" },
        { header: "Sectors", cell: (interest) => <SectorBadges sectors={interest.sectors} /> },
        {
          header: "Investment Amount",
          cell: (interest) => interest.investmentAmount,
          className: "whitespace-nowrap",
        },
        {
          header: "Status",
          sortField: "status",
          cell: (interest) => <StatusBadge status={interest.status} />,
        },
        {
          header: "Date",
          sortField: "createdAt",
          cell: (interest) => shortDate(interest.createdAt),
          className: "whitespace-nowrap",
        },
      ]}
    />
  );
}
