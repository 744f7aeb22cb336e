import type { SubmissionListQuery } from "@shared/schemas/admin-lists";
import type { Database } from "../../db/client";
import { filterCondition, ordering } from "./submission-query";
import type { SubmissionSource } from "./submission-source";

/** One page of a submission list, and how many rows match in all (X-Total-Count). */
export async function listSubmissions(
  db: Database,
  source: SubmissionSource,
  query: SubmissionListQuery,
) {
  const where = filterCondition(source, query.filter);
  const [rows, total] = await Promise.all([
    db
      .select(source.summaryColumns)
      .from(source.table)
      .where(where)
      .orderBy(...ordering(source, query))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(source.table, where),
  ]);
  return { rows, total };
}
