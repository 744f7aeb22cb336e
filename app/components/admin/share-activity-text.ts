/**
 * The activity log's share entries in words (contract §18). Each step is logged on both
 * records: the idea's entry carries `interestId`, the interest's `ideaId`, so the sentence says
 * "a backer" on the idea's record and "this backer" on the backer's. The details never name a
 * person, and neither do these sentences.
 */

export type ShareAction =
  | "share_proposed"
  | "share_consented"
  | "share_declined"
  | "share_sent"
  | "share_viewed"
  | "share_answered"
  | "introduction_accepted"
  | "introduction_declined"
  | "introduced"
  | "share_revoked"
  | "share_ended";

/** Why a share ended, when the entry says so in a known word. */
const ENDINGS = ["erased", "deleted", "withdrawn"];

/**
 * How a sentence names the two sides, on the idea's record and on the backer's: the backer
 * (as an object and to start a sentence), the idea, its founder, and whose record ended.
 */
const ON_IDEA = ["a backer", "A backer", "the idea", "the founder", "the backer's"] as const;
const ON_INTEREST = [
  "this backer",
  "This backer",
  "an idea",
  "an idea's founder",
  "the idea's",
] as const;
type Names = readonly [string, string, string, string, string];

function sentence(
  action: ShareAction,
  details: Record<string, unknown>,
  who: string,
  [backer, Backer, idea, founder, other]: Names,
): string {
  switch (action) {
    case "share_proposed":
      return `${who} proposed ${idea} to ${backer}`;
    case "share_consented":
      return `The founder agreed to show ${idea} to ${backer}`;
    case "share_declined":
      return `The founder declined to show ${idea} to ${backer}`;
    case "share_sent":
      return `${Backer} was sent a private link to ${idea}`;
    case "share_viewed":
      return `${Backer} opened their link to ${idea} for the first time`;
    case "share_answered":
      if (details.response === "interested")
        return `${Backer} asked for an introduction to ${founder}`;
      if (details.response === "not-for-me") return `${Backer} said ${idea} is not for them`;
      return `${Backer} answered about ${idea}`;
    case "introduction_accepted":
      return `The founder accepted an introduction to ${backer}`;
    case "introduction_declined":
      return `The founder declined an introduction to ${backer}`;
    case "introduced":
      return `${who} introduced ${backer} to ${founder}`;
    case "share_revoked":
      return `${who} revoked ${backer}'s link to ${idea}`;
    case "share_ended": {
      const how = ENDINGS.find((word) => word === details.reason) ?? "erased, deleted or withdrawn";
      return `A share ended: ${other} record was ${how}`;
    }
  }
}

/** One share step as a sentence; `who` names the staff member who took it, when one did. */
export function shareStep(action: ShareAction, details: Record<string, unknown>, who: string) {
  // The backer's record carries the idea's id; the idea's record (and anything else) the backer's.
  const onInterest = details.ideaId !== undefined && details.interestId === undefined;
  return sentence(action, details, who, onInterest ? ON_INTEREST : ON_IDEA);
}
