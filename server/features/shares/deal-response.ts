import { industryLabel } from "@shared/schemas/investment-interest";
import { type BackerResponse, SHARE_MESSAGES } from "@shared/schemas/share-states";
import type { DealPageView } from "@shared/schemas/shares";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { enqueueMail, type MailSetup } from "../../lib/mail/outbox";
import { mintStatusToken, statusUrl } from "../messages/status-tokens";
import { dealLinkShare } from "./deal-link";
import { dealPageViewOf } from "./deal-page";
import { recordShareStep, type ShareRow } from "./share-record";
import { tellStaffOfShareAnswer } from "./tell-staff";

export type DealAnswer = { response: BackerResponse; note?: string | undefined };

const STAFF_SENTENCE: Record<BackerResponse, string> = {
  interested: "The backer would like an introduction.",
  "not-for-me": "The backer says the idea is not for them.",
};

/**
 * The backer's answer on their deal page (`POST /api/deal/{token}/response`, contract §18):
 * stored on the share, changeable until the introduction is made (then a 409); logged
 * `share_answered` on both records, staff told, and — when the backer now wants an
 * introduction — the founder asked by e-mail, with a link to their status page, which names
 * the backer's sectors and amount and never the backer. One transaction for all of it.
 */
export async function answerDeal(
  db: Database,
  token: string,
  answer: DealAnswer,
  mail: MailSetup,
): Promise<DealPageView> {
  const view = await db.transaction(async (tx) => {
    const share = await dealLinkShare(tx, token);
    const [answered] = await tx
      .update(shares)
      .set({
        response: answer.response,
        responseNote: answer.note || null,
        respondedAt: sql`now()`,
      })
      .where(and(eq(shares.id, share.id), eq(shares.state, "sent")))
      .returning();
    if (!answered) throw new HttpError(409, SHARE_MESSAGES.answerClosed);
    await recordShareStep(tx, answered, "share_answered", null, { response: answer.response });
    if (mail) {
      await tellStaffOfShareAnswer(tx, answered, STAFF_SENTENCE[answer.response], mail.publicUrl);
      // Asked once: again only after a change of mind, and never once the founder decided.
      const newlyInterested = answer.response === "interested" && share.response !== "interested";
      if (newlyInterested && share.introductionDecision === null) {
        await askFounderForIntroduction(tx, answered, mail.publicUrl);
      }
    }
    const answeredView = await dealPageViewOf(tx, answered);
    if (!answeredView) throw new HttpError(410, SHARE_MESSAGES.linkEnded);
    return answeredView;
  });
  mail?.queued();
  return view;
}

/**
 * The founder's mail: a backer (by sectors and amount only) would like an introduction, with
 * a fresh link to their status page, where they accept or decline (contract §18).
 */
async function askFounderForIntroduction(tx: Transaction, share: ShareRow, publicUrl: string) {
  const [pair] = await tx
    .select({
      founderEmail: startupIdeas.email,
      sectors: investmentInterests.sectors,
      investmentAmount: investmentInterests.investmentAmount,
    })
    .from(startupIdeas)
    .innerJoin(investmentInterests, eq(investmentInterests.id, share.investmentInterestId))
    .where(eq(startupIdeas.id, share.startupIdeaId));
  if (!pair) return;
  const token = await mintStatusToken(tx, { kind: "startup-ideas", id: share.startupIdeaId });
  const sectors = pair.sectors.map(industryLabel).join(", ");
  await enqueueMail(tx, {
    purpose: "notification",
    recipient: pair.founderEmail,
    subject: "A backer would like an introduction",
    text: [
      `A backer investing ${pair.investmentAmount} in ${sectors} would like an introduction.`,
      "They read your idea through the private link we sent them after you agreed to share it. " +
        "We name nobody to anyone until you both say yes.",
      `Accept or decline on your status page: ${statusUrl(publicUrl, token)}`,
    ].join("\n\n"),
  });
}
