import type { ActivitySubjectType } from "@shared/schemas/activity";
import type { SubmissionExportQuery, SubmissionListQuery } from "@shared/schemas/admin-lists";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { investmentInterests, startupIdeas } from "../../db/schema";

type SubmissionTable = typeof startupIdeas | typeof investmentInterests;

/**
 * What the shared admin machinery (list, detail, status, CSV export) needs to know
 * about one kind of submission. Each kind describes itself once, in its own feature.
 */
export type SubmissionSource<Table extends SubmissionTable = SubmissionTable> = {
  /** URL segment: /api/admin/{path}, /api/admin/export/{path}, and the CSV file name. */
  path: string;
  /** Names one record in messages ("Startup idea not found"). */
  noun: string;
  /** How the activity log names a record of this kind. */
  activitySubject: Extract<ActivitySubjectType, "startup_idea" | "investment_interest">;
  table: Table;
  /** The expression the trigram index covers (see db/schema/submissions.ts). */
  searchText: SQL;
  /** The column the list's own pick-one filter matches (sector, amount). */
  choiceColumn: PgColumn;
  /** The columns a list row carries: no long texts, no private notes (its tags come apart). */
  summaryColumns: Record<string, PgColumn>;
  /** The answers' shapes, for the OpenAPI document: a list row, and the whole record. */
  summarySchema: z.ZodType;
  recordSchema: z.ZodType;
  listQuery: z.ZodType<SubmissionListQuery, unknown>;
  exportQuery: z.ZodType<SubmissionExportQuery, unknown>;
  /** The export's columns, in order: header, and one record's cell as text, in SQL (ADR 026). */
  csvColumns: CsvColumn[];
};

export type CsvColumn = {
  header: string;
  /** The cell as text (or NULL), written by the database; csv.ts quotes and guards it. */
  text: SQL;
  /** The text is the record's tag ids: the export writes their names (`tagNameBook`). */
  tagIds?: true;
};

/** The group a kind of submission's operations are listed under: "Startup ideas". */
export const submissionsTag = (source: Pick<SubmissionSource, "noun">) => `${source.noun}s`;
