import { industryOfSector, type ShareProposal } from "@shared/schemas/shares";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { enqueueMail, type MailSetup } from "../../lib/mail/outbox";
import { mintStatusToken, statusUrl } from "../messages/status-tokens";
import { consentRequestMail } from "./share-mail";
import { recordShareStep, type ShareRow } from "./share-record";

export type ProposalOutcome =
  | { outcome: "not-found" }
  | { outcome: "unknown-interest" }
  | { outcome: "already-shared" }
  | { outcome: "proposed"; shares: ShareRow[] };

/** Thrown inside the transaction to take back every share it wrote. */
class AlreadyShared extends Error {}

/**
 * Proposes an idea to backers (contract §18): one share per backer, awaiting the founder, each
 * step in both records' logs, and one mail asking the founder's consent (when mail is set up;
 * their status page asks too) — all in one transaction, or nothing when any backer already
 * holds a share of this idea. An interest outside the idea's sector is allowed (staff
 * judgement) and flagged `sectorMatch: false`.
 */
export async function proposeShares(
  db: Database,
  ideaId: number,
  proposal: ShareProposal,
  actorId: number,
  mail: MailSetup,
): Promise<ProposalOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // Shared locks: neither record can be deleted or erased before the shares exist.
      const [idea] = await tx
        .select({ name: startupIdeas.name, email: startupIdeas.email, sector: startupIdeas.sector })
        .from(startupIdeas)
        .where(eq(startupIdeas.id, ideaId))
        .for("share");
      if (!idea) return { outcome: "not-found" } as const;
      const interests = await tx
        .select({
          id: investmentInterests.id,
          sectors: investmentInterests.sectors,
          investmentAmount: investmentInterests.investmentAmount,
        })
        .from(investmentInterests)
        .where(inArray(investmentInterests.id, proposal.interestIds))
        .for("share");
      if (interests.length !== proposal.interestIds.length) {
        return { outcome: "unknown-interest" } as const;
      }
      const code = industryOfSector(idea.sector);
      const byId = new Map(interests.map((interest) => [interest.id, interest]));
      const chosen = proposal.interestIds.flatMap((id) => byId.get(id) ?? []);
      // A pair proposed before (or at the same moment) is a conflict, not an error.
      const created = await tx
        .insert(shares)
        .values(
          chosen.map((interest) => ({
            startupIdeaId: ideaId,
            investmentInterestId: interest.id,
            state: "awaiting-founder",
            teaser: proposal.teaser,
            sectorMatch: code !== undefined && interest.sectors.includes(code),
            proposedBy: actorId,
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (created.length !== chosen.length) throw new AlreadyShared();
      for (const share of created) {
        await recordShareStep(tx, share, "share_proposed", actorId, {
          sectorMatch: share.sectorMatch,
        });
      }
      if (mail) {
        const token = await mintStatusToken(tx, { kind: "startup-ideas", id: ideaId });
        await enqueueMail(tx, {
          recipient: idea.email,
          ...consentRequestMail({
            founderName: idea.name,
            backers: chosen,
            teaser: proposal.teaser,
            statusUrl: statusUrl(mail.publicUrl, token),
            publicUrl: mail.publicUrl,
          }),
        });
      }
      return { outcome: "proposed", shares: created } as const;
    });
  } catch (error) {
    if (error instanceof AlreadyShared) return { outcome: "already-shared" };
    throw error;
  }
}
