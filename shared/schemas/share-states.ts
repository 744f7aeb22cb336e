import { z } from "zod";

/**
 * The parts of backer shares (contract §18, ADR 053) that the public pages (the status page,
 * the deal page) and the database schema need: the states and answers, the limits and
 * messages, what a founder sees of a share and the backer's answer. Kept apart from shares.ts
 * so the code the public pages share with the back office does not carry staff's schemas.
 */

/**
 * Where a share stands. Stored: `awaiting-founder` (proposed, the founder not asked yet or
 * not answered), `declined` (the founder said no), `sent` (the backer has their link),
 * `introduced`, `revoked`. `expired` is never stored: a `sent` share past its `expiresAt`
 * reads as expired.
 */
export const SHARE_STATES = [
  "awaiting-founder",
  "declined",
  "sent",
  "expired",
  "introduced",
  "revoked",
] as const;
export type ShareState = (typeof SHARE_STATES)[number];
export const STORED_SHARE_STATES = SHARE_STATES.filter((state) => state !== "expired");

export const BACKER_RESPONSES = ["interested", "not-for-me"] as const;
export type BackerResponse = (typeof BACKER_RESPONSES)[number];

export const FOUNDER_CONSENT_DECISIONS = ["share", "decline"] as const;
export const INTRODUCTION_DECISIONS = ["accept", "decline"] as const;
export type IntroductionDecision = (typeof INTRODUCTION_DECISIONS)[number];

/** A deal link is valid this long after the founder's consent. */
export const DEAL_LINK_DAYS = 30;

/**
 * What the founder sees of a share on their status page: how many backers and their sectors
 * and amounts, never a name or an address.
 */
export const founderShareView = z
  .object({
    id: z.number().int(),
    state: z.enum(SHARE_STATES),
    teaser: z.string(),
    sectors: z.array(z.string()).describe("The backer's industry codes"),
    investmentAmount: z.string(),
    response: z.enum(BACKER_RESPONSES).nullable(),
    introductionDecision: z.enum(INTRODUCTION_DECISIONS).nullable(),
    introducedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "FounderShare" });
export type FounderShareView = z.infer<typeof founderShareView>;

export const SHARE_LIMITS = {
  teaserMin: 20,
  teaserMax: 1000,
  interestsMax: 20,
  responseNoteMax: 2000,
  introductionNoteMax: 2000,
  matchesDefault: 20,
  matchesMax: 100,
} as const;

export const SHARE_MESSAGES = {
  teaser: `Write a teaser of ${SHARE_LIMITS.teaserMin} to ${SHARE_LIMITS.teaserMax} characters`,
  interestIds: `Choose 1 to ${SHARE_LIMITS.interestsMax} backers`,
  interestIdsDistinct: "Each backer may be chosen only once",
  unknownInterest: "One of the chosen backers does not exist",
  alreadyShared: "This idea has already been proposed to one of these backers",
  notFound: "No such share",
  noneAwaitingFounder: "Nothing is waiting for your consent",
  notAwaitingIntroduction: "No backer is waiting for an introduction on this share",
  introductionNotAgreed: "An introduction needs the backer's and the founder's yes first",
  alreadyIntroduced: "These two have already been introduced",
  linkRevoked: "This link was withdrawn by the studio",
  linkExpired: "This link has expired",
  linkUnknown: "This link does not exist",
  linkEnded: "This link has ended",
  tooManyViews: "Views are recorded at most once a second",
  responseNote: `The note may be at most ${SHARE_LIMITS.responseNoteMax} characters`,
  answerClosed: "The answer can no longer be changed: the introduction has been made",
  shareRevoked: "This share was revoked",
  ideaNotFound: "Startup idea not found",
  interestNotFound: "Investment interest not found",
  introductionNeedsMail:
    "Mail is not set up (SMTP_URL), so no introduction can be sent: it is an e-mail to both",
} as const;

/** POST /api/deal/{token}/response */
export const dealResponse = z.object({
  response: z.enum(BACKER_RESPONSES),
  note: z.string().trim().max(SHARE_LIMITS.responseNoteMax, SHARE_MESSAGES.responseNote).optional(),
});
