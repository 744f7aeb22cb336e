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
const ENDINGS: Record<string, string> = {
  erased: "erased",
  deleted: "deleted",
  withdrawn: "withdrawn",
  retention: "deleted under the retention policy",
};

type Sides = { idea: string; interest: string };

/** The sentence for each step: on the idea's record, and on the backer's. */
function sentences(action: ShareAction, details: Record<string, unknown>, who: string): Sides {
  switch (action) {
    case "share_proposed":
      return {
        idea: `${who} proposed the idea to a backer`,
        interest: `${who} proposed an idea to this backer`,
      };
    case "share_consented":
      return {
        idea: "The founder agreed to show the idea to a backer",
        interest: "The founder of an idea agreed to show it to this backer",
      };
    case "share_declined":
      return {
        idea: "The founder declined to show the idea to a backer",
        interest: "The founder of an idea declined to show it to this backer",
      };
    case "share_sent":
      return {
        idea: "A backer was sent their private link to the idea",
        interest: "This backer was sent a private link to an idea",
      };
    case "share_viewed":
      return {
        idea: "A backer opened their link to the idea for the first time",
        interest: "This backer opened their link to an idea for the first time",
      };
    case "share_answered":
      if (details.response === "interested") {
        return {
          idea: "A backer asked for an introduction to the founder",
          interest: "This backer asked for an introduction to an idea's founder",
        };
      }
      if (details.response === "not-for-me") {
        return {
          idea: "A backer said the idea is not for them",
          interest: "This backer said an idea is not for them",
        };
      }
      return { idea: "A backer answered", interest: "This backer answered about an idea" };
    case "introduction_accepted":
      return {
        idea: "The founder accepted an introduction to a backer",
        interest: "The founder of an idea accepted an introduction to this backer",
      };
    case "introduction_declined":
      return {
        idea: "The founder declined an introduction to a backer",
        interest: "The founder of an idea declined an introduction to this backer",
      };
    case "introduced":
      return {
        idea: `${who} introduced the founder to a backer`,
        interest: `${who} introduced this backer to an idea's founder`,
      };
    case "share_revoked":
      return {
        idea: `${who} revoked a backer's link to the idea`,
        interest: `${who} revoked this backer's link to an idea`,
      };
    case "share_ended": {
      const how =
        typeof details.reason === "string" && Object.hasOwn(ENDINGS, details.reason)
          ? ENDINGS[details.reason]
          : "erased, deleted or withdrawn";
      return {
        idea: `A share with a backer ended: the backer's record was ${how}`,
        interest: `A share of an idea ended: the idea's record was ${how}`,
      };
    }
  }
}

/** One share step as a sentence; `who` names the staff member who took it, when one did. */
export function shareStep(action: ShareAction, details: Record<string, unknown>, who: string) {
  const said = sentences(action, details, who);
  // The backer's record carries the idea's id; the idea's record (and anything else) the backer's.
  return details.ideaId !== undefined && details.interestId === undefined
    ? said.interest
    : said.idea;
}
