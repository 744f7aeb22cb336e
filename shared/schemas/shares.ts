import { z } from "zod";
import type { IndustryCode } from "./investment-interest";
import {
  BACKER_RESPONSES,
  FOUNDER_CONSENT_DECISIONS,
  INTRODUCTION_DECISIONS,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  SHARE_STATES,
} from "./share-states";
import { STARTUP_SECTORS, STARTUP_STAGES, type StartupSector } from "./startup-idea";
import { SUBMISSION_STATUSES } from "./submission-status";

/**
 * Backers (contract §18, ADR 053): an idea shared with the people who registered an
 * investment interest, with the founder's consent first, a private link per backer, and an
 * introduction only when both sides want it.
 */

/** An idea's sector and an interest's industry codes correspond one to one. */
export const SECTOR_INDUSTRY = {
  Biotech: "ag-biotech",
  "Supply Chain & Marketplace Platforms": "supply-chain",
  "Ag Robotics & Automation": "robotics",
  "Forestry Technology": "forestry",
  "Farm Management Software/Systems": "farm-management",
  "Seeds/Inputs": "seed-inputs",
  Other: "other",
} as const satisfies Record<StartupSector, IndustryCode>;

/** The industry code an idea's sector matches; a sector the form no longer offers matches none. */
export function industryOfSector(sector: string): IndustryCode | undefined {
  return Object.hasOwn(SECTOR_INDUSTRY, sector)
    ? SECTOR_INDUSTRY[sector as StartupSector]
    : undefined;
}

/** The idea sectors an interest's industry codes match. */
export function sectorsOfIndustries(codes: readonly string[]): StartupSector[] {
  return STARTUP_SECTORS.filter((sector) => codes.includes(SECTOR_INDUSTRY[sector]));
}

const isoTime = z.iso.datetime({ offset: true });

/** Seconds a backer spent on one page of the deck. */
export const pageSeconds = z.object({
  page: z.number().int().positive(),
  seconds: z.number().int().nonnegative(),
});

/** A share as staff read it (contract §18). */
export const shareRecord = z
  .object({
    id: z.number().int(),
    ideaId: z.number().int(),
    interestId: z.number().int(),
    state: z.enum(SHARE_STATES),
    teaser: z.string(),
    sectorMatch: z.boolean().describe("Whether the backer's sectors hold the idea's"),
    createdAt: isoTime,
    consentedAt: isoTime.nullable(),
    sentAt: isoTime.nullable(),
    expiresAt: isoTime.nullable(),
    firstViewedAt: isoTime.nullable(),
    lastViewedAt: isoTime.nullable(),
    views: z.number().int(),
    secondsViewed: z.number().int(),
    pagesViewed: z.number().int().describe("How many of the deck's pages were seen"),
    secondsPerPage: z.array(pageSeconds).describe("Seconds on each page seen, by page"),
    response: z.enum(BACKER_RESPONSES).nullable(),
    responseNote: z.string().nullable(),
    introductionDecision: z
      .enum(INTRODUCTION_DECISIONS)
      .nullable()
      .describe("The founder's answer to the backer's wish for an introduction"),
    introducedAt: isoTime.nullable(),
    revokedAt: isoTime.nullable(),
  })
  .meta({ id: "Share" });
export type ShareRecord = z.infer<typeof shareRecord>;

const matchesLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(SHARE_LIMITS.matchesMax)
  .default(SHARE_LIMITS.matchesDefault);
export const matchesQuery = z.object({ limit: matchesLimit });

/** GET /api/admin/startup-ideas/{id}/backers: one row. */
export const backerMatch = z
  .object({
    interest: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      sectors: z.array(z.string()),
      investmentAmount: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      createdAt: isoTime,
    }),
    share: shareRecord.nullable(),
  })
  .meta({ id: "BackerMatch" });
export type BackerMatch = z.infer<typeof backerMatch>;

/** GET /api/admin/investment-interests/{id}/ideas: one row (the score blind as §14). */
export const ideaMatch = z
  .object({
    idea: z.object({
      id: z.number().int(),
      name: z.string(),
      sector: z.string(),
      stage: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      score: z.number().nullable(),
      createdAt: isoTime,
    }),
    share: shareRecord.nullable(),
  })
  .meta({ id: "IdeaMatch" });
export type IdeaMatch = z.infer<typeof ideaMatch>;

/** POST /api/admin/startup-ideas/{id}/shares */
export const shareProposal = z.object({
  interestIds: z
    .array(z.number().int().positive(), { error: SHARE_MESSAGES.interestIds })
    .min(1, SHARE_MESSAGES.interestIds)
    .max(SHARE_LIMITS.interestsMax, SHARE_MESSAGES.interestIds)
    .refine((ids) => new Set(ids).size === ids.length, SHARE_MESSAGES.interestIdsDistinct),
  teaser: z
    .string({ error: SHARE_MESSAGES.teaser })
    .trim()
    .min(SHARE_LIMITS.teaserMin, SHARE_MESSAGES.teaser)
    .max(SHARE_LIMITS.teaserMax, SHARE_MESSAGES.teaser),
});
export type ShareProposal = z.infer<typeof shareProposal>;

/** POST /api/admin/shares/{id}/introduce */
export const introductionRequest = z.object({
  note: z.string().trim().max(SHARE_LIMITS.introductionNoteMax).optional(),
});

/** POST /api/status/{token}/shares/consent */
export const founderConsent = z.object({ decision: z.enum(FOUNDER_CONSENT_DECISIONS) });

/** POST /api/status/{token}/shares/{shareId}/introduction */
export const founderIntroduction = z.object({ decision: z.enum(INTRODUCTION_DECISIONS) });

/** POST /api/deal/{token}/views: at most one a second per link. */
export const dealView = z.object({
  page: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .describe("The deck's page read; 0 for the deal page without a deck's pages to read"),
  seconds: z.number().int().min(0).max(3600),
});

/**
 * What a backer's deal page shows: the teaser and the idea as the founder wrote it, never the
 * founder's name, e-mail or phone.
 */
export const dealPageView = z
  .object({
    teaser: z.string(),
    idea: z.string(),
    sector: z.enum(STARTUP_SECTORS).or(z.string()),
    stage: z.enum(STARTUP_STAGES).or(z.string()),
    deck: z
      .object({ pages: z.number().int(), pagesReady: z.number().int() })
      .nullable()
      .describe("The deck's pages, when it is clean or unscanned"),
    backerEmail: z.string().describe("Drawn on every page image"),
    response: z.enum(BACKER_RESPONSES).nullable(),
    responseNote: z.string().nullable(),
    introduced: z.boolean(),
    expiresAt: isoTime,
  })
  .meta({ id: "DealPage" });
export type DealPageView = z.infer<typeof dealPageView>;
