import { CAPITAL_BRACKETS } from "@shared/schemas/investment-interest-choices";
import { SectorBadges } from "~/components/admin/sector-badges";
import { SubmissionListPage } from "~/features/submissions/submission-list-page";
import { adminMeta } from "~/lib/admin-meta";

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
        { header: "Sectors", cell: (interest) => <SectorBadges sectors={interest.sectors} /> },
        {
          header: "Investment Amount",
          // The amount keeps to one line; the header may take two.
          cell: (interest) => (
            <span className="whitespace-nowrap">{interest.investmentAmount}</span>
          ),
        },
      ]}
    />
  );
}
