import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shares } from "../../db/schema";
import { recordShareStep, type ShareRow } from "./share-record";

/**
 * Revokes a share (contract §18): its deal link answers 410 from now on, and whatever was
 * waiting on it (the founder's consent, an introduction) is off. Allowed in every state, so
 * staff can stop a share at any time; revoking a revoked share changes and logs nothing and
 * answers it as it is (ADR 053). Undefined for an unknown share.
 */
export async function revokeShare(
  db: Database,
  shareId: number,
  actorId: number,
): Promise<ShareRow | undefined> {
  return db.transaction(async (tx) => {
    const [share] = await tx.select().from(shares).where(eq(shares.id, shareId)).for("update");
    if (!share || share.state === "revoked") return share;
    const [revoked] = await tx
      .update(shares)
      .set({ state: "revoked", revokedAt: new Date() })
      .where(eq(shares.id, shareId))
      .returning();
    await recordShareStep(tx, share, "share_revoked", actorId, { from: share.state });
    return revoked;
  });
}
