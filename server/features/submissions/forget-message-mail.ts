import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { mailOutbox, messages } from "../../db/schema";
import type { SubmissionSource } from "./submission-source";

/**
 * Removes the outbox rows of a record's messages, sent or not (contract §12): call it in the
 * transaction that deletes, erases or withdraws the record, before the record goes (its
 * messages go with it, and with them the only link to their mail). Returns how many went.
 * It lives in the submissions' shared core because deletion (personal-data) and withdrawal
 * (messages) both need it.
 */
export async function forgetMessageMail(
  tx: Pick<Transaction, "delete" | "select">,
  source: SubmissionSource,
  id: number,
): Promise<number> {
  const mailOfRecord = tx
    .select({ id: messages.outboxId })
    .from(messages)
    .where(
      eq(
        source.activitySubject === "startup_idea"
          ? messages.startupIdeaId
          : messages.investmentInterestId,
        id,
      ),
    );
  const gone = await tx
    .delete(mailOutbox)
    .where(inArray(mailOutbox.id, mailOfRecord))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
