import { shareRecord } from "@shared/schemas/shares";
import { describe, expect, it } from "vitest";
import {
  hashDealToken,
  newDealToken,
  type ShareRow,
  shareState,
  toShareRecord,
} from "./share-record";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

const row = (over: Partial<ShareRow> = {}): ShareRow => ({
  id: 7,
  startupIdeaId: 3,
  investmentInterestId: 11,
  state: "sent",
  teaser: "A soil sensor start-up with three pilot farms.",
  sectorMatch: true,
  proposedBy: 1,
  createdAt: at("2026-02-01T09:00:00.000Z"),
  consentedAt: at("2026-02-02T09:00:00.000Z"),
  sentAt: at("2026-02-02T09:00:00.000Z"),
  expiresAt: at("2026-03-04T09:00:00.000Z"),
  tokenHash: "f".repeat(64),
  firstViewedAt: at("2026-02-03T10:00:00.000Z"),
  lastViewedAt: at("2026-02-04T10:00:00.000Z"),
  views: 3,
  secondsViewed: 95,
  pageSeconds: { "10": 5, "2": 60, "1": 30 },
  lastViewReportAt: at("2026-02-04T10:00:00.000Z"),
  response: "interested",
  responseNote: "Keen to talk.",
  respondedAt: at("2026-02-04T10:05:00.000Z"),
  introductionDecision: null,
  introductionDecidedAt: null,
  introducedAt: null,
  revokedAt: null,
  ...over,
});

describe("shareState", () => {
  it("reads a sent share past its link's end as expired, and not a moment before", () => {
    const expiresAt = at("2026-03-01T12:00:00.000Z");
    expect(shareState({ state: "sent", expiresAt }, NOW)).toBe("expired");
    expect(shareState({ state: "sent", expiresAt }, new Date(NOW.getTime() - 1))).toBe("sent");
    expect(shareState({ state: "sent", expiresAt: null }, NOW)).toBe("sent");
  });

  it("leaves every other stored state as it is, even past the link's end", () => {
    const expiresAt = at("2026-01-01T00:00:00.000Z");
    for (const state of ["awaiting-founder", "declined", "introduced", "revoked"] as const) {
      expect(shareState({ state, expiresAt }, NOW)).toBe(state);
    }
  });
});

describe("toShareRecord", () => {
  it("gives staff the share with ISO times, pages by number and the derived state", () => {
    const record = toShareRecord(row(), NOW);
    expect(record).toEqual({
      id: 7,
      ideaId: 3,
      interestId: 11,
      state: "sent",
      teaser: "A soil sensor start-up with three pilot farms.",
      sectorMatch: true,
      createdAt: "2026-02-01T09:00:00.000Z",
      consentedAt: "2026-02-02T09:00:00.000Z",
      sentAt: "2026-02-02T09:00:00.000Z",
      expiresAt: "2026-03-04T09:00:00.000Z",
      firstViewedAt: "2026-02-03T10:00:00.000Z",
      lastViewedAt: "2026-02-04T10:00:00.000Z",
      views: 3,
      secondsViewed: 95,
      pagesViewed: 3,
      secondsPerPage: [
        { page: 1, seconds: 30 },
        { page: 2, seconds: 60 },
        { page: 10, seconds: 5 },
      ],
      response: "interested",
      responseNote: "Keen to talk.",
      introductionDecision: null,
      introducedAt: null,
      revokedAt: null,
    });
    // The answer's own schema accepts it, and no stored secret (the link's hash) is in it.
    expect(shareRecord.parse(record)).toEqual(record);
    expect(JSON.stringify(record)).not.toContain("f".repeat(64));
  });

  it("reads an expired link as expired and a fresh proposal's empty times as null", () => {
    expect(toShareRecord(row(), at("2026-03-05T00:00:00.000Z")).state).toBe("expired");
    const proposed = toShareRecord(
      row({
        state: "awaiting-founder",
        consentedAt: null,
        sentAt: null,
        expiresAt: null,
        tokenHash: null,
        firstViewedAt: null,
        lastViewedAt: null,
        views: 0,
        secondsViewed: 0,
        pageSeconds: {},
        response: null,
        responseNote: null,
      }),
      NOW,
    );
    expect(proposed).toMatchObject({
      state: "awaiting-founder",
      consentedAt: null,
      expiresAt: null,
      pagesViewed: 0,
      secondsPerPage: [],
      response: null,
    });
  });
});

describe("deal tokens", () => {
  it("are 256 random bits, stored only as their SHA-256", () => {
    const { token, tokenHash } = newDealToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(hashDealToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newDealToken().token).not.toBe(token);
  });
});
