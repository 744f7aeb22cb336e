import { DEAL_LINK_DAYS, type FounderShareView } from "@shared/schemas/share-states";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { enqueueMail, type MailSetup } from "../../lib/mail/outbox";
import { dealLinkMail } from "./backer-mail";
import { founderSharesOfIdea } from "./founder-view";
import { newDealToken, recordShareStep } from "./share-record";
import { tellStaffOfShareAnswer } from "./tell-staff";

export type ConsentDecision = "share" | "decline";

export type ConsentResult =
  | { outcome: "answered"; shares: FounderShareView[] }
  /** The idea is gone (withdrawn, erased, deleted) since its token was read. */
  | { outcome: "idea-gone" }
  | { outcome: "nothing-awaiting" };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The founder's answer to the studio's wish to show their idea (contract §18), for every
 * share of the idea awaiting it, in one transaction: each becomes `sent` — consented, its deal
 * link made (valid DEAL_LINK_DAYS), `share_consented` and `share_sent` on both records, and the
 * backer's mail with their own link — or `declined` with `share_declined`; staff hear of the
 * answer. The idea's row is locked first, so a withdrawal meanwhile waits, and two answers at
 * once cannot both find the shares awaiting. Nothing reaches a backer before this.
 */
export async function answerConsent(
  db: Database,
  ideaId: number,
  decision: ConsentDecision,
  mail: MailSetup,
): Promise<ConsentResult> {
  const result = await db.transaction(async (tx): Promise<ConsentResult> => {
    const [idea] = await tx
      .select({ sector: startupIdeas.sector, stage: startupIdeas.stage })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, ideaId))
      .for("update");
    if (!idea) return { outcome: "idea-gone" };
    const awaiting = await tx
      .select({
        id: shares.id,
        startupIdeaId: shares.startupIdeaId,
        investmentInterestId: shares.investmentInterestId,
        teaser: shares.teaser,
        backerName: investmentInterests.name,
        backerEmail: investmentInterests.email,
      })
      .from(shares)
      .innerJoin(investmentInterests, eq(investmentInterests.id, shares.investmentInterestId))
      .where(and(eq(shares.startupIdeaId, ideaId), eq(shares.state, "awaiting-founder")))
      .orderBy(asc(shares.id))
      .for("update", { of: shares });
    if (awaiting.length === 0) return { outcome: "nothing-awaiting" };

    const now = new Date();
    const expiresAt = new Date(now.getTime() + DEAL_LINK_DAYS * DAY_MS);
    for (const share of awaiting) {
      if (decision === "decline") {
        await tx.update(shares).set({ state: "declined" }).where(eq(shares.id, share.id));
        await recordShareStep(tx, share, "share_declined", null);
        continue;
      }
      const { token, tokenHash } = newDealToken();
      await tx
        .update(shares)
        .set({ state: "sent", consentedAt: now, sentAt: now, expiresAt, tokenHash })
        .where(eq(shares.id, share.id));
      await recordShareStep(tx, share, "share_consented", null);
      await recordShareStep(tx, share, "share_sent", null);
      if (mail) {
        const backer = { name: share.backerName, email: share.backerEmail };
        const deal = { token, teaser: share.teaser, ...idea, expiresAt };
        await enqueueMail(tx, dealLinkMail(mail.publicUrl, backer, deal));
      }
    }
    if (mail) {
      const sentence =
        decision === "share"
          ? `The founder agreed to show their idea to ${backers(awaiting.length)}: each has their link.`
          : `The founder declined to show their idea to ${backers(awaiting.length)}.`;
      await tellStaffOfShareAnswer(tx, awaiting, sentence, mail.publicUrl);
    }
    return { outcome: "answered", shares: await founderSharesOfIdea(tx, ideaId, now) };
  });
  if (result.outcome === "answered") mail?.queued();
  return result;
}

const backers = (count: number) => (count === 1 ? "1 backer" : `${count} backers`);
