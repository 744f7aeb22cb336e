import { paths } from "@shared/config/paths";
import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { notifyOwnersOrInstantStaff } from "../../lib/mail/notify-staff-member";
import type { ShareRow } from "./share-record";

type ShareKey = Pick<ShareRow, "id" | "startupIdeaId" | "investmentInterestId">;

/**
 * Tells staff of an answer on a share — the founder's consent or refusal, the backer's
 * response, the founder's decision on an introduction (contract §18) — as an incoming message
 * is told (§13): each active owner of the idea and of the backers' interests as their
 * `notify` says, else every `instant` member of staff, once. `shares` is one share, or several
 * of one idea answered at once (the founder's consent): one mail for the answer. In the
 * caller's transaction, so the mail exists exactly when the answer does. `sentence` is ours
 * ("The founder agreed to …"): the mail names nobody, and links to the records.
 */
export async function tellStaffOfShareAnswer(
  tx: Transaction,
  shares: ShareKey | readonly ShareKey[],
  sentence: string,
  publicUrl: string,
): Promise<void> {
  const answered = Array.isArray(shares) ? shares : [shares as ShareKey];
  const [first] = answered;
  if (!first) return;
  const interestIds = answered.map((share) => share.investmentInterestId);
  const [idea] = await tx
    .select({ ownerId: startupIdeas.assigneeId })
    .from(startupIdeas)
    .where(eq(startupIdeas.id, first.startupIdeaId));
  const interests = await tx
    .select({ ownerId: investmentInterests.assigneeId })
    .from(investmentInterests)
    .where(inArray(investmentInterests.id, interestIds));
  const ownerIds = [idea?.ownerId ?? null, ...interests.map((interest) => interest.ownerId)];
  const line = singleLine(sentence, 150);
  await notifyOwnersOrInstantStaff(tx, ownerIds, {
    purpose: "notification",
    subject: `Startup idea #${first.startupIdeaId}: ${line}`,
    text: [
      line,
      `The idea: ${publicUrl}${paths.admin.startupIdea(first.startupIdeaId)}`,
      ...interestIds.map((id) => `The backer: ${publicUrl}${paths.admin.investmentInterest(id)}`),
      `You get this e-mail because of your notification setting. Change it in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
    ].join("\n\n"),
  });
}
