import {
  investmentInterestExportQuery,
  investmentInterestListQuery,
} from "@shared/schemas/admin-lists";
import type { InvestmentInterestSummary } from "@shared/schemas/admin-records";
import { industryLabel } from "@shared/schemas/investment-interest";
import type { PgColumn } from "drizzle-orm/pg-core";
import { investmentInterestSearchText, investmentInterests } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";

/** Investment interests as the admin list, detail, status update and export see them. */
export const investmentInterestSource: SubmissionSource<typeof investmentInterests> = {
  path: "investment-interests",
  noun: "Investment interest",
  activitySubject: "investment_interest",
  table: investmentInterests,
  searchText: investmentInterestSearchText(investmentInterests),
  choiceColumn: investmentInterests.investmentAmount,
  summaryColumns: {
    id: investmentInterests.id,
    name: investmentInterests.name,
    email: investmentInterests.email,
    sectors: investmentInterests.sectors,
    investmentAmount: investmentInterests.investmentAmount,
    status: investmentInterests.status,
    assigneeId: investmentInterests.assigneeId,
    createdAt: investmentInterests.createdAt,
    updatedAt: investmentInterests.updatedAt,
  } satisfies Record<keyof InvestmentInterestSummary, PgColumn>,
  listQuery: investmentInterestListQuery,
  exportQuery: investmentInterestExportQuery,
  csvColumns: [
    { header: "ID", cell: (interest) => interest.id },
    { header: "Name", cell: (interest) => interest.name },
    { header: "Email", cell: (interest) => interest.email },
    { header: "Phone", cell: (interest) => interest.phone },
    { header: "Sectors", cell: (interest) => interest.sectors.map(industryLabel).join("; ") },
    { header: "Investment Amount", cell: (interest) => interest.investmentAmount },
    { header: "Additional Info", cell: (interest) => interest.additionalInfo },
    { header: "Status", cell: (interest) => interest.status },
    { header: "Notes", cell: (interest) => interest.notes },
    { header: "Submitted At", cell: (interest) => interest.createdAt.toISOString() },
    { header: "Updated At", cell: (interest) => interest.updatedAt.toISOString() },
  ],
};
