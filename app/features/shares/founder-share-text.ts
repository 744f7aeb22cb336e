import { industryLabel } from "@shared/schemas/investment-interest-choices";
import type { FounderShareView } from "@shared/schemas/share-states";

/**
 * What the founder reads of a share on their status page (contract §18): a backer is their
 * sectors and their amount, never a name. The texts are the same on the server and in the
 * browser (the section is a live island), so they are made from the share alone.
 */

const sectorsList = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** "Ag Biotech and Robotics & Automation". */
export const sectorNames = (codes: readonly string[]) =>
  sectorsList.format(codes.map(industryLabel));

/** "1 backer", "3 backers". */
export const backerCount = (count: number) => `${count} ${count === 1 ? "backer" : "backers"}`;

/** The backer has asked for an introduction and the founder has not answered yet. */
export const asksForIntroduction = (share: FounderShareView) =>
  share.response === "interested" &&
  share.introductionDecision === null &&
  (share.state === "sent" || share.state === "expired");

/** Where a share stands, as the founder may know it (no views: those are the backer's). */
export function founderShareStanding(share: FounderShareView): string {
  switch (share.state) {
    case "awaiting-founder":
      return "Waiting for your answer";
    case "declined":
      return "Not shared: you said no";
    case "revoked":
      return "Withdrawn by the team";
    case "introduced":
      return "Introduced: you both have each other's e-mail address";
    case "sent":
    case "expired":
      return (
        answeredStanding(share) ??
        (share.state === "sent"
          ? "Sent: the backer has their own link"
          : "Sent; the link has expired")
      );
  }
}

function answeredStanding(share: FounderShareView): string | undefined {
  if (share.response === "not-for-me") return "Sent; the backer said it is not for them";
  if (share.response !== "interested") return undefined;
  if (share.introductionDecision === "accept")
    return "You accepted an introduction: the team will introduce you by e-mail";
  if (share.introductionDecision === "decline") return "You declined an introduction";
  return "The backer would like an introduction: your answer is needed";
}
