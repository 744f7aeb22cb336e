import type { FounderShareView, IntroductionDecision } from "@shared/schemas/share-states";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { enqueueMail, type MailSetup } from "../../lib/mail/outbox";
import { introductionDeclinedMail } from "./backer-mail";
import { founderShareOfIdea } from "./founder-view";
import { recordShareStep } from "./share-record";
import { tellStaffOfShareAnswer } from "./tell-staff";

export type IntroductionResult =
  | { outcome: "decided"; share: FounderShareView }
  /** The idea has no such share (or the idea is gone). */
  | { outcome: "not-found" }
  /** The backer has not asked for an introduction, or the founder already answered. */
  | { outcome: "not-awaiting" };

/**
 * The founder's answer to a backer's wish for an introduction (contract §18), in one
 * transaction with `introduction_accepted` or `introduction_declined` on both records, staff
 * told, and — when declined — a polite mail to the backer without a reason. Only a share whose
 * backer said `interested` and whose founder has not answered yet waits for it; a revoked or
 * introduced share does not. The share's row is locked, so two answers cannot both be taken.
 */
export async function decideIntroduction(
  db: Database,
  ideaId: number,
  shareId: number,
  decision: IntroductionDecision,
  mail: MailSetup,
): Promise<IntroductionResult> {
  const result = await db.transaction(async (tx): Promise<IntroductionResult> => {
    const [share] = await tx
      .select({
        id: shares.id,
        startupIdeaId: shares.startupIdeaId,
        investmentInterestId: shares.investmentInterestId,
        state: shares.state,
        response: shares.response,
        introductionDecision: shares.introductionDecision,
        sector: startupIdeas.sector,
        backerName: investmentInterests.name,
        backerEmail: investmentInterests.email,
      })
      .from(shares)
      .innerJoin(startupIdeas, eq(startupIdeas.id, shares.startupIdeaId))
      .innerJoin(investmentInterests, eq(investmentInterests.id, shares.investmentInterestId))
      .where(and(eq(shares.id, shareId), eq(shares.startupIdeaId, ideaId)))
      .for("update", { of: shares });
    if (!share) return { outcome: "not-found" };
    const awaiting =
      share.state === "sent" &&
      share.response === "interested" &&
      share.introductionDecision === null;
    if (!awaiting) return { outcome: "not-awaiting" };

    const now = new Date();
    await tx
      .update(shares)
      .set({ introductionDecision: decision, introductionDecidedAt: now })
      .where(eq(shares.id, share.id));
    const accepted = decision === "accept";
    await recordShareStep(
      tx,
      share,
      accepted ? "introduction_accepted" : "introduction_declined",
      null,
    );
    if (mail) {
      const sentence = accepted
        ? "The founder accepted the backer's wish for an introduction: it can be made."
        : "The founder declined the backer's wish for an introduction; the backer is told.";
      await tellStaffOfShareAnswer(tx, share, sentence, mail.publicUrl);
      if (!accepted) {
        const backer = { name: share.backerName, email: share.backerEmail };
        await enqueueMail(tx, introductionDeclinedMail(backer, share));
      }
    }
    const view = await founderShareOfIdea(tx, ideaId, share.id, now);
    if (!view) throw new Error("the share went missing in its own transaction");
    return { outcome: "decided", share: view };
  });
  if (result.outcome === "decided") mail?.queued();
  return result;
}
