import {
  investmentInterestExportQuery,
  investmentInterestListQuery,
} from "@shared/schemas/admin-lists";
import {
  type InvestmentInterestSummary,
  investmentInterestRecord,
  investmentInterestSummary,
} from "@shared/schemas/admin-records";
import { INDUSTRIES } from "@shared/schemas/investment-interest";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { investmentInterestSearchText, investmentInterests } from "../../db/schema";
import { isoTimestamp } from "../submissions/csv";
import { tagIdsText } from "../submissions/record-tags";
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
    unreadMessages: investmentInterests.unreadMessages,
    statusChangedAt: investmentInterests.statusChangedAt,
    reviewCount: investmentInterests.reviewCount,
    createdAt: investmentInterests.createdAt,
    updatedAt: investmentInterests.updatedAt,
    // Tags are read per page, and the score depends on who reads it (contract §14's blind
    // reviews): the list adds both.
  } satisfies Record<Exclude<keyof InvestmentInterestSummary, "tags" | "score">, PgColumn>,
  summarySchema: investmentInterestSummary,
  recordSchema: investmentInterestRecord,
  listQuery: investmentInterestListQuery,
  exportQuery: investmentInterestExportQuery,
  csvColumns: [
    { header: "ID", text: sql`${investmentInterests.id}::text` },
    { header: "Name", text: sql`${investmentInterests.name}` },
    { header: "Email", text: sql`${investmentInterests.email}` },
    { header: "Phone", text: sql`${investmentInterests.phone}` },
    // Each code as its label, in the stored order; a code the site no longer offers as stored.
    {
      header: "Sectors",
      text: sql`array_to_string(array(
        select coalesce(${JSON.stringify(INDUSTRIES)}::jsonb ->> sector.code, sector.code)
        from unnest(${investmentInterests.sectors}) with ordinality as sector(code, position)
        order by sector.position), '; ')`,
    },
    { header: "Investment Amount", text: sql`${investmentInterests.investmentAmount}` },
    { header: "Additional Info", text: sql`${investmentInterests.additionalInfo}` },
    { header: "Status", text: sql`${investmentInterests.status}` },
    { header: "Tags", text: tagIdsText(investmentInterests), tagIds: true },
    { header: "Notes", text: sql`${investmentInterests.notes}` },
    { header: "Submitted At", text: isoTimestamp(investmentInterests.createdAt) },
    { header: "Updated At", text: isoTimestamp(investmentInterests.updatedAt) },
  ],
};
