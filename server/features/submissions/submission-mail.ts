import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { asc, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { activityLog, investmentInterests, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { enqueueSubmissionMail } from "../../lib/mail/outbox";
import { mintStatusToken, revokeStatusToken, statusUrl } from "../messages/status-tokens";

export type SubmissionKindForMail = "startup_idea" | "investment_interest";

/**
 * How many new submissions one look of the worker turns into mail (it is paced, ADR 024); a
 * look that takes this many looks again at once.
 */
export const SUBMISSIONS_PER_LOOK = 20;

const KINDS = {
  startup_idea: {
    table: startupIdeas,
    statusKind: "startup-ideas",
    noun: "startup idea",
    adminPath: paths.admin.startupIdea,
    thanks:
      "we will read it carefully. If it fits what we build, someone from our team will contact you at this address.",
  },
  investment_interest: {
    table: investmentInterests,
    statusKind: "investment-interests",
    noun: "investment interest",
    adminPath: paths.admin.investmentInterest,
    thanks:
      "someone from our team will contact you at this address about the ventures we are building.",
  },
} as const;

/**
 * Turns up to a look's worth of owed mail into outbox messages (contract §11): one note to
 * each staff member who wants one at once, and one acknowledgement to the submitter — at
 * most one per address per 24 hours, holding nothing they wrote but their name, so the form
 * cannot be used to send someone else a message, and a fresh link to their private status
 * page (contract §13; the token is kept only when the acknowledgement is written). The `created` entries that owe it are
 * cleared in the same transaction, taken `FOR UPDATE SKIP LOCKED`, so each is turned into
 * mail once across all instances. A submission deleted since, or one over a day old (mail was
 * off for a while), owes nothing. Returns how many entries were taken.
 */
export async function writeSubmissionMail(db: Database, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(activityLog)
      .set({ mailOwed: false })
      .where(
        inArray(
          activityLog.id,
          tx
            .select({ id: activityLog.id })
            .from(activityLog)
            // The bare column, as the partial index states it, so the index serves the take.
            .where(sql`${activityLog.mailOwed}`)
            .orderBy(asc(activityLog.id))
            .limit(SUBMISSIONS_PER_LOOK)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning({
        subjectType: activityLog.subjectType,
        subjectId: activityLog.subjectId,
        at: activityLog.at,
      });
    const fresh = taken.filter((entry) => Date.now() - entry.at.getTime() < 86_400_000);
    for (const kind of Object.keys(KINDS) as SubmissionKindForMail[]) {
      const ids = fresh.flatMap((entry) =>
        entry.subjectType === kind && entry.subjectId !== null ? [entry.subjectId] : [],
      );
      if (ids.length === 0) continue;
      const { table } = KINDS[kind];
      const records = await tx
        .select({ id: table.id, name: table.name, email: table.email })
        .from(table)
        .where(inArray(table.id, ids))
        .orderBy(asc(table.id));
      for (const record of records) await queueMail(tx, publicUrl, kind, record);
    }
    return taken.length;
  });
}

async function queueMail(
  tx: Transaction,
  publicUrl: string,
  kind: SubmissionKindForMail,
  submission: { id: number; name: string; email: string },
) {
  const wording = KINDS[kind];
  const name = singleLine(submission.name, 80);
  const token = await mintStatusToken(tx, { kind: wording.statusKind, id: submission.id });
  const written = await enqueueSubmissionMail(tx, {
    staff: {
      purpose: "notification",
      subject: `New ${wording.noun} from ${name}`,
      text: [
        `A new ${wording.noun} has come in through the website.`,
        `From: ${name} <${submission.email}>`,
        `Open it: ${publicUrl}${wording.adminPath(submission.id)}`,
        `You get this e-mail because your notifications are set to "at once". Change that in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
      ].join("\n\n"),
    },
    acknowledgement: {
      purpose: "acknowledgement",
      recipient: submission.email,
      subject: `We received your ${wording.noun}`,
      text: [
        `Hello ${name},`,
        `Thank you for your ${wording.noun}: ${wording.thanks}`,
        `See where it stands, write to us or withdraw it on your private page (keep this link to yourself):\n${statusUrl(publicUrl, token)}`,
        `${site.name}\n${publicUrl}`,
        "You get this e-mail because this address was given on our website. If that was not you, you can ignore it: we send at most one a day.",
      ].join("\n\n"),
    },
  });
  if (!written.acknowledged) await revokeStatusToken(tx, token);
}
