import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { enqueueMail } from "../../lib/mail/outbox";
import { introductionMail } from "./share-mail";
import { recordShareStep, type ShareRow } from "./share-record";

export type IntroductionOutcome =
  | { outcome: "not-found" }
  | { outcome: "already-introduced" }
  | { outcome: "revoked" }
  | { outcome: "not-agreed" }
  | { outcome: "introduced"; share: ShareRow };

/**
 * Introduces a founder and a backer (contract §18), once the backer said they are interested
 * and the founder accepted: the share becomes `introduced`, both logs say so, and one mail to
 * both names each to the other — in one transaction. The caller has checked that mail is set
 * up: an introduction is that mail.
 */
export async function introduceShare(
  db: Database,
  shareId: number,
  staff: { id: number; name: string },
  note: string | undefined,
): Promise<IntroductionOutcome> {
  return db.transaction(async (tx) => {
    const [share] = await tx.select().from(shares).where(eq(shares.id, shareId)).for("update");
    if (!share) return { outcome: "not-found" } as const;
    if (share.introducedAt) return { outcome: "already-introduced" } as const;
    if (share.state === "revoked") return { outcome: "revoked" } as const;
    if (share.response !== "interested" || share.introductionDecision !== "accept") {
      return { outcome: "not-agreed" } as const;
    }
    const [founder] = await tx
      .select({ name: startupIdeas.name, email: startupIdeas.email, sector: startupIdeas.sector })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, share.startupIdeaId));
    const [backer] = await tx
      .select({
        name: investmentInterests.name,
        email: investmentInterests.email,
        sectors: investmentInterests.sectors,
        investmentAmount: investmentInterests.investmentAmount,
      })
      .from(investmentInterests)
      .where(eq(investmentInterests.id, share.investmentInterestId));
    // The share goes with either record, and it is locked: both are there.
    if (!founder || !backer) return { outcome: "not-found" } as const;
    const [introduced] = await tx
      .update(shares)
      .set({ state: "introduced", introducedAt: new Date() })
      .where(eq(shares.id, shareId))
      .returning();
    if (!introduced) return { outcome: "not-found" } as const;
    await recordShareStep(tx, share, "introduced", staff.id);
    await enqueueMail(tx, introductionMail({ founder, backer, note, staffName: staff.name }));
    return { outcome: "introduced", share: introduced } as const;
  });
}
