import type { ShareState } from "@shared/schemas/share-states";
import type { ShareRecord } from "@shared/schemas/shares";

/**
 * Where a share stands, in words for the record pages (contract §18): its state, how the
 * backer has read it, their answer and the founder's.
 */

export type ShareTone = "waiting" | "active" | "success" | "ended";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** "45 s", "2 min 5 s", "1 h 3 min". */
export function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

const STATE_LABELS: Record<ShareState, { label: string; tone: ShareTone }> = {
  "awaiting-founder": { label: "Awaiting the founder", tone: "waiting" },
  declined: { label: "Declined by the founder", tone: "ended" },
  sent: { label: "Sent, not opened yet", tone: "active" },
  expired: { label: "Link expired", tone: "ended" },
  introduced: { label: "Introduced", tone: "success" },
  revoked: { label: "Link revoked", tone: "ended" },
};

type ShareView = Pick<
  ShareRecord,
  | "state"
  | "views"
  | "pagesViewed"
  | "secondsViewed"
  | "response"
  | "introductionDecision"
  | "introducedAt"
  | "sectorMatch"
>;

/** The share's badge: its state, and "Opened" once a sent link has been viewed. */
export function shareStateLabel(share: Pick<ShareView, "state" | "views">) {
  if (share.state === "sent" && share.views > 0)
    return { label: "Opened", tone: "active" as const };
  return STATE_LABELS[share.state];
}

/** The facts under the badge: viewing, the backer's answer, the founder's answer. */
export function shareFacts(share: ShareView): string[] {
  const facts: string[] = [];
  if (share.views > 0) {
    facts.push(
      plural(share.views, "view"),
      `${plural(share.pagesViewed, "page")} seen`,
      `${duration(share.secondsViewed)} spent`,
    );
  }
  if (share.response === "interested") facts.push("The backer would like an introduction");
  if (share.response === "not-for-me") facts.push("The backer said it is not for them");
  if (share.introductionDecision === "accept") facts.push("The founder accepted an introduction");
  if (share.introductionDecision === "decline") facts.push("The founder declined an introduction");
  if (
    share.response === "interested" &&
    share.introductionDecision === null &&
    share.introducedAt === null
  ) {
    facts.push("Waiting for the founder's answer");
  }
  if (!share.sectorMatch) facts.push("Outside the idea's sector");
  return facts;
}

/** A link can be withdrawn while the founder is asked or the backer holds it. */
export const canRevoke = (share: Pick<ShareRecord, "state">) =>
  share.state === "awaiting-founder" || share.state === "sent";

/** Staff introduce the two once both said yes, and only once. */
export const canIntroduce = (
  share: Pick<ShareRecord, "state" | "response" | "introductionDecision" | "introducedAt">,
) =>
  share.response === "interested" &&
  share.introductionDecision === "accept" &&
  share.introducedAt === null &&
  share.state !== "revoked";

/** Whether "Introduce" belongs on the share at all (a link the backer has, or had). */
export const offersIntroduction = (share: Pick<ShareRecord, "state">) =>
  share.state === "sent" || share.state === "expired";
