import type { ScorecardKind } from "@shared/schemas/evaluation";
import {
  RELATED_LIMIT,
  type RelatedRecord,
  type RelatedRecords,
  SIMILAR_NAME_THRESHOLD,
} from "@shared/schemas/related";
import type { SubmissionStatus } from "@shared/schemas/submission-status";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";

const TABLES = [
  { kind: "startup-ideas", table: startupIdeas },
  { kind: "investment-interests", table: investmentInterests },
] as const;

type Row = {
  kind: ScorecardKind;
  id: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  created_at: Date | string;
};

const toRecord = (row: Row): RelatedRecord => ({
  kind: row.kind,
  id: Number(row.id),
  name: row.name,
  email: row.email,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Other records, of either kind, that may come from the same person as this one: those with
 * its e-mail address in any case (newest first), and those whose names are alike by trigram
 * similarity (best first) among the rest — a record with the same address is listed once,
 * under its address. Never the record itself; at most RELATED_LIMIT of each. Undefined for
 * an unknown record.
 *
 * Both lookups walk an index (ADR: possible duplicates): `lower(email)` a B-tree, and the
 * name the trigram GIN index through the `%` operator, whose threshold is set for this
 * transaction only — `similarity(...) >= 0.5` alone would read every row.
 */
export async function findRelatedRecords(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<RelatedRecords | undefined> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ name: source.table.name, email: source.table.email })
      .from(source.table)
      .where(eq(source.table.id, id));
    if (!record) return undefined;
    const self = { kind: source.path, id };
    await tx.execute(similarityThresholdForTransaction);
    // Both drivers (node-postgres, PGlite) answer a raw query with its `rows`.
    const rowsOf = async (query: SQL) => ((await tx.execute(query)) as { rows: Row[] }).rows;
    const sameEmail = await rowsOf(sameEmailQuery(record, self));
    const similarNames = await rowsOf(similarNamesQuery(record, self));
    return { sameEmail: sameEmail.map(toRecord), similarNames: similarNames.map(toRecord) };
  });
}

/** Sets the similarity `%` compares with (contract §14: 0.5), for this transaction only. */
export const similarityThresholdForTransaction = sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`;

type Table = (typeof TABLES)[number]["table"];
type Subject = { name: string; email: string };
type Self = { kind: string; id: number };

/** Records with the subject's address in any case, newest first. */
export const sameEmailQuery = (subject: Subject, self: Self) =>
  unionOfKinds(
    (t) => sql`lower(${t.email}) = lower(${subject.email})`,
    (t) => sql`${t.createdAt} desc, ${t.id} desc`,
    sql`created_at desc, kind, id desc`,
    self,
  );

/**
 * Records with a name alike by trigrams and another address, best first. `%` compares with
 * `pg_trgm.similarity_threshold`, which the caller sets in its transaction.
 */
export const similarNamesQuery = (subject: Subject, self: Self) =>
  unionOfKinds(
    (t) => sql`${t.name} % ${subject.name} and lower(${t.email}) <> lower(${subject.email})`,
    (t) => sql`similarity(${t.name}, ${subject.name}) desc, ${t.createdAt} desc, ${t.id} desc`,
    sql`similarity(name, ${subject.name}) desc, created_at desc, kind, id desc`,
    self,
  );

/**
 * The best RELATED_LIMIT rows of both tables by one condition and order: each table gives
 * its own best few (leaving the record itself out), and the union is ordered once more.
 */
function unionOfKinds(
  where: (t: Table) => SQL,
  orderEach: (t: Table) => SQL,
  orderAll: SQL,
  self: Self,
): SQL {
  const branches = TABLES.map(({ kind, table: t }) => {
    const notSelf = kind === self.kind ? sql` and ${t.id} <> ${self.id}` : sql``;
    return sql`(select ${kind}::text as kind, ${t.id} as id, ${t.name} as name, ${t.email} as email,
      ${t.status} as status, ${t.createdAt} as created_at
      from ${t} where ${where(t)}${notSelf}
      order by ${orderEach(t)} limit ${RELATED_LIMIT})`;
  });
  return sql`select * from (${sql.join(branches, sql` union all `)}) as related
      order by ${orderAll} limit ${RELATED_LIMIT}`;
}
