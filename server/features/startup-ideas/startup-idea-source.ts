import { startupIdeaExportQuery, startupIdeaListQuery } from "@shared/schemas/admin-lists";
import type { StartupIdeaSummary } from "@shared/schemas/admin-records";
import type { PgColumn } from "drizzle-orm/pg-core";
import { startupIdeaSearchText, startupIdeas } from "../../db/schema";
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
    createdAt: startupIdeas.createdAt,
    updatedAt: startupIdeas.updatedAt,
  } satisfies Record<keyof StartupIdeaSummary, PgColumn>,
  listQuery: startupIdeaListQuery,
  exportQuery: startupIdeaExportQuery,
  csvColumns: [
    { header: "ID", cell: (idea) => idea.id },
    { header: "Name", cell: (idea) => idea.name },
    { header: "Email", cell: (idea) => idea.email },
    { header: "Phone", cell: (idea) => idea.phone },
    { header: "Sector", cell: (idea) => idea.sector },
    { header: "Stage", cell: (idea) => idea.stage },
    { header: "Idea", cell: (idea) => idea.idea },
    { header: "Status", cell: (idea) => idea.status },
    { header: "Notes", cell: (idea) => idea.notes },
    { header: "Submitted At", cell: (idea) => idea.createdAt.toISOString() },
    { header: "Updated At", cell: (idea) => idea.updatedAt.toISOString() },
  ],
};
