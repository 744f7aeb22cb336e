import { startupIdeaExportQuery, startupIdeaListQuery } from "@shared/schemas/admin-lists";
import {
  type StartupIdeaSummary,
  startupIdeaRecord,
  startupIdeaSummary,
} from "@shared/schemas/admin-records";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { startupIdeaSearchText, startupIdeas } from "../../db/schema";
import { isoTimestamp } from "../submissions/csv";
import { tagIdsText } from "../submissions/record-tags";
import type { SubmissionSource } from "../submissions/submission-source";

/** Startup ideas as the admin list, detail, status update and export see them. */
export const startupIdeaSource: SubmissionSource<typeof startupIdeas> = {
  path: "startup-ideas",
  noun: "Startup idea",
  activitySubject: "startup_idea",
  table: startupIdeas,
  searchText: startupIdeaSearchText(startupIdeas),
  choiceColumn: startupIdeas.sector,
  summaryColumns: {
    id: startupIdeas.id,
    name: startupIdeas.name,
    email: startupIdeas.email,
    sector: startupIdeas.sector,
    stage: startupIdeas.stage,
    status: startupIdeas.status,
    assigneeId: startupIdeas.assigneeId,
    unreadMessages: startupIdeas.unreadMessages,
    statusChangedAt: startupIdeas.statusChangedAt,
    reviewCount: startupIdeas.reviewCount,
    hasDeck: startupIdeas.hasDeck,
    createdAt: startupIdeas.createdAt,
    updatedAt: startupIdeas.updatedAt,
    // Tags are read per page, and the score depends on who reads it (contract §14's blind
    // reviews): the list adds both.
  } satisfies Record<Exclude<keyof StartupIdeaSummary, "tags" | "score">, PgColumn>,
  summarySchema: startupIdeaSummary,
  recordSchema: startupIdeaRecord,
  listQuery: startupIdeaListQuery,
  exportQuery: startupIdeaExportQuery,
  csvColumns: [
    { header: "ID", text: sql`${startupIdeas.id}::text` },
    { header: "Name", text: sql`${startupIdeas.name}` },
    { header: "Email", text: sql`${startupIdeas.email}` },
    { header: "Phone", text: sql`${startupIdeas.phone}` },
    { header: "Sector", text: sql`${startupIdeas.sector}` },
    { header: "Stage", text: sql`${startupIdeas.stage}` },
    { header: "Idea", text: sql`${startupIdeas.idea}` },
    { header: "Status", text: sql`${startupIdeas.status}` },
    { header: "Tags", text: tagIdsText(startupIdeas), tagIds: true },
    { header: "Deck", text: sql`case when ${startupIdeas.hasDeck} then 'yes' else 'no' end` },
    { header: "Notes", text: sql`${startupIdeas.notes}` },
    { header: "Submitted At", text: isoTimestamp(startupIdeas.createdAt) },
    { header: "Updated At", text: isoTimestamp(startupIdeas.updatedAt) },
  ],
};
