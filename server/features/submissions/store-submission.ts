import {
  type ColumnsSelection,
  getTableColumns,
  type SQL,
  sql,
  type WithSubquery,
} from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { activityLog, type investmentInterests, type startupIdeas } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import { submissionCreatedDeliveries } from "../../lib/webhooks/events";
import { decoyRecord, isHoneypotFilled } from "./submission-guard";
import { refusal, type SubmissionLimit, spendHit, spendSubmission } from "./submission-limit";
import type { SubmissionKindForMail } from "./submission-mail";

type SubmissionTable = typeof startupIdeas | typeof investmentInterests;
type Submission<Table extends SubmissionTable> = {
  table: Table;
  kind: SubmissionKindForMail;
  input: Partial<Table["$inferInsert"]>;
  mail: MailSetup;
  limit: SubmissionLimit;
};

/**
 * What a public form's POST answers with its 201 (ADR 016): for a bot that filled the
 * honeypot, a decoy record, once its hit is spent as a person's would be; else the stored one.
 */
export async function acceptSubmission<Table extends SubmissionTable>(
  db: Database,
  submission: Submission<Table>,
  body: unknown,
) {
  if (!isHoneypotFilled(body)) return storeSubmission(db, submission);
  await spendSubmission(db, submission.limit);
  return decoyRecord(submission.input);
}

/**
 * Stores a new submission in one statement (ADR 016, ADR 024): the hit on its client's budget
 * when limits are on, and only within that budget the record and its `created` activity entry,
 * marked as owing mail when mail is set up, and its webhook deliveries (ADR 049). All of it or none, in one round trip, with no
 * transaction to open and close on the busiest write. Over the budget nothing is written and
 * the answer is a 429. The outbox worker turns the mark into mail and sends it.
 */
export async function storeSubmission<Table extends SubmissionTable>(
  db: Database,
  submission: Submission<Table>,
): Promise<Omit<Table["$inferSelect"], BackOfficeColumn>> {
  const { limit } = submission;
  const [stored] = await preparedStore(db, submission).execute(storeValues(submission));
  if (!stored) throw await refusal(db, limit);
  return submitted(submission, stored);
}

/**
 * As storeSubmission, with what `attach` stores for the new record (a pitch deck, contract
 * §17) in the same transaction: the record exists with it or not at all. The statement is
 * built for the transaction, not prepared: such a submission is the rare one.
 */
export async function storeSubmissionWith<Table extends SubmissionTable, Attached>(
  db: Database,
  submission: Submission<Table>,
  attach: (tx: Transaction, recordId: number) => Promise<Attached>,
): Promise<{ record: Omit<Table["$inferSelect"], BackOfficeColumn>; attached: Attached }> {
  const { stored, attached } = await db.transaction(async (tx) => {
    const [stored] = await buildStore(tx, submission).execute(storeValues(submission));
    if (!stored) return { stored: null, attached: null };
    return { stored, attached: await attach(tx, (stored as unknown as { id: number }).id) };
  });
  if (!stored) throw await refusal(db, submission.limit);
  return { record: submitted(submission, stored), attached: attached as Attached };
}

/** The store statement's values: each settable column's input, and the client's budget key. */
function storeValues({ table, input, limit }: Submission<SubmissionTable>) {
  const values: Record<string, unknown> = { clientKey: limit?.key };
  for (const key of settableColumns(table).keys()) {
    values[key] = (input as Record<string, unknown>)[key] ?? null;
  }
  return values;
}

/** The stored record as its submitter's answer carries it; mail owed for it is sent soon. */
function submitted<Table extends SubmissionTable>(
  { mail }: Submission<Table>,
  stored: unknown,
): Omit<Table["$inferSelect"], BackOfficeColumn> {
  mail?.queued();
  // The back office's own bookkeeping (contract §13's unread count, §14's time in stage and
  // reviews) is no part of what the submitter sent.
  const {
    unreadMessages: _unread,
    statusChangedAt: _statusChangedAt,
    reviewScore: _reviewScore,
    reviewCount: _reviewCount,
    hasDeck: _hasDeck,
    ...record
  } = stored as Table["$inferSelect"] & { hasDeck?: boolean };
  return record;
}

/**
 * Columns the team keeps on a record that a submitter's answer leaves out (an idea's deck is
 * answered as its own summary, contract §17).
 */
type BackOfficeColumn =
  | "unreadMessages"
  | "statusChangedAt"
  | "reviewScore"
  | "reviewCount"
  | "hasDeck";

/**
 * The columns a submission gives values for: those without a default (the id, status and
 * times are the database's). A column the input leaves out is stored as null.
 */
function settableColumns(table: SubmissionTable) {
  return new Map(Object.entries(getTableColumns(table)).filter(([, column]) => !column.hasDefault));
}

type PreparedStore = ReturnType<ReturnType<typeof buildStore>["prepare"]>;
const preparedStores = new Map<string, (db: Database) => PreparedStore>();

/**
 * The statement for this kind of submission with mail and limits as they are set, built and
 * prepared once per database: the busiest write then costs neither building its SQL nor, on
 * PostgreSQL, parsing and planning it.
 */
function preparedStore(db: Database, submission: Submission<SubmissionTable>) {
  const name = `store_${submission.kind}${submission.mail ? "_mailed" : ""}${submission.limit ? "_limited" : ""}`;
  let prepared = preparedStores.get(name);
  if (!prepared) {
    prepared = preparedPerDatabase((forDb) => buildStore(forDb, submission).prepare(name));
    preparedStores.set(name, prepared);
  }
  return prepared(db);
}

function buildStore(
  db: Database | Transaction,
  { table, kind, mail, limit }: Submission<SubmissionTable>,
) {
  const hit = limit ? [db.$with("hit", {}).as(spendHit(sql.placeholder("clientKey")))] : [];
  const columns: ColumnsSelection = getTableColumns(table);
  const record = db
    .$with("record", columns)
    .as(sql`${insertSelect(table)} ${limit ? sql`from hit` : sql``} returning *`);
  const entry = db.$with("entry", {}).as(
    sql`insert into ${activityLog} (action, subject_type, subject_id, details, mail_owed)
      select 'created', ${kind}, id, '{}', ${sql.raw(mail ? "true" : "false")} from ${record}`,
  );
  // Its webhook event (contract §19), for the endpoints listening: nothing when there are none.
  const hooks = db.$with("hooks", {}).as(submissionCreatedDeliveries(sql`${record}`, kind));
  const parts: WithSubquery[] = [...hit, record, entry, hooks];
  return db
    .with(...parts)
    .select()
    .from(record);
}

/**
 * `insert into <table> (<settable columns>) select <their placeholders>`: a select, so that a
 * `from` can make the insert conditional; each value is cast to its column's type, which a
 * select list does not infer.
 */
function insertSelect(table: SubmissionTable): SQL {
  const columns = [...settableColumns(table)];
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const values = columns.map(
    ([key, column]) =>
      sql`${sql.param(sql.placeholder(key), column)}::${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)}`;
}
