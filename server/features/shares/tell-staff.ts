import { paths } from "@shared/config/paths";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { notifyOwnersOrInstantStaff } from "../../lib/mail/notify-staff-member";
import type { ShareRow } from "./share-record";

/**
 * Tells staff of an answer on a share — the founder's consent or refusal, the backer's
 * response, the founder's decision on an introduction (contract §18) — as an incoming message
 * is told (§13): each active owner of the idea and of the interest as their `notify` says,
 * else every `instant` member of staff. In the caller's transaction, so the mail exists
 * exactly when the answer does. `sentence` is ours ("The founder agreed to share their
 * idea."): the mail names nobody, and links to both records.
 */
export async function tellStaffOfShareAnswer(
  tx: Transaction,
  share: Pick<ShareRow, "id" | "startupIdeaId" | "investmentInterestId">,
  sentence: string,
  publicUrl: string,
): Promise<void> {
  const [idea] = await tx
    .select({ ownerId: startupIdeas.assigneeId })
    .from(startupIdeas)
    .where(eq(startupIdeas.id, share.startupIdeaId));
  const [interest] = await tx
    .select({ ownerId: investmentInterests.assigneeId })
    .from(investmentInterests)
    .where(eq(investmentInterests.id, share.investmentInterestId));
  const line = singleLine(sentence, 150);
  await notifyOwnersOrInstantStaff(tx, [idea?.ownerId ?? null, interest?.ownerId ?? null], {
    purpose: "notification",
    subject: `Share #${share.id} of startup idea #${share.startupIdeaId}: ${line}`,
    text: [
      line,
      `The idea: ${publicUrl}${paths.admin.startupIdea(share.startupIdeaId)}`,
      `The backer: ${publicUrl}${paths.admin.investmentInterest(share.investmentInterestId)}`,
      `You get this e-mail because of your notification setting. Change it in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
    ].join("\n\n"),
  });
}
