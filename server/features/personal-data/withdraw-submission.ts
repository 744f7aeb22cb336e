import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { endSharesOf } from "../shares/end-shares";
import { forgetMentions } from "./people";

type WithdrawnRecord = { kind: "startup-ideas" | "investment-interests"; id: number };

const KINDS = {
  "startup-ideas": { table: startupIdeas, subject: "startup_idea" },
  "investment-interests": { table: investmentInterests, subject: "investment_interest" },
} as const;

/**
 * A submitter withdraws from their status page (contract §13): the record is erased as
 * contract §12 erases a person's records — its comments, messages and status-page tokens go
 * with it (foreign key cascade), and so does any mail to or about them and any log detail
 * naming them — but the log keeps one `withdrawn` entry with the record's id only, and no
 * `erased` entry. False when the record was already gone.
 */
export async function withdrawSubmission(db: Database, record: WithdrawnRecord) {
  const { table, subject } = KINDS[record.kind];
  return db.transaction(async (tx) => {
    await endSharesOf(tx, { kind: subject, ids: [record.id] });
    const [gone] = await tx
      .delete(table)
      .where(eq(table.id, record.id))
      .returning({ email: table.email, name: table.name });
    if (!gone) return false;
    await forgetMentions(tx, gone.email, [gone.name.trim()].filter(Boolean));
    await recordActivity(tx, {
      action: "withdrawn",
      actorId: null,
      subject: { type: subject, id: record.id },
    });
    return true;
  });
}
