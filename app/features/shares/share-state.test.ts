import type { ShareRecord } from "@shared/schemas/shares";
import { describe, expect, it } from "vitest";
import {
  canIntroduce,
  canRevoke,
  duration,
  offersIntroduction,
  shareFacts,
  shareStateLabel,
} from "./share-state";

const share = (fields: Partial<ShareRecord> = {}) => ({
  state: "sent" as const,
  views: 0,
  pagesViewed: 0,
  secondsViewed: 0,
  response: null,
  introductionDecision: null,
  introducedAt: null,
  sectorMatch: true,
  ...fields,
});

describe("a share in words", () => {
  it("names each state, and a sent link once opened", () => {
    expect(shareStateLabel(share({ state: "awaiting-founder" })).label).toBe(
      "Awaiting the founder",
    );
    expect(shareStateLabel(share({ state: "declined" })).label).toBe("Declined by the founder");
    expect(shareStateLabel(share()).label).toBe("Sent, not opened yet");
    expect(shareStateLabel(share({ views: 2 }))).toEqual({ label: "Opened", tone: "active" });
    expect(shareStateLabel(share({ state: "expired", views: 2 })).label).toBe("Link expired");
    expect(shareStateLabel(share({ state: "introduced" })).tone).toBe("success");
    expect(shareStateLabel(share({ state: "revoked" })).label).toBe("Link revoked");
  });

  it("says how the backer read it and what each side answered", () => {
    expect(shareFacts(share())).toEqual([]);
    expect(
      shareFacts(share({ views: 1, pagesViewed: 1, secondsViewed: 125, response: "interested" })),
    ).toEqual([
      "1 view",
      "1 page seen",
      "2 min 5 s spent",
      "The backer would like an introduction",
      "Waiting for the founder's answer",
    ]);
    expect(
      shareFacts(
        share({
          views: 3,
          pagesViewed: 4,
          secondsViewed: 40,
          response: "interested",
          introductionDecision: "accept",
        }),
      ),
    ).toEqual([
      "3 views",
      "4 pages seen",
      "40 s spent",
      "The backer would like an introduction",
      "The founder accepted an introduction",
    ]);
    expect(shareFacts(share({ response: "not-for-me", sectorMatch: false }))).toEqual([
      "The backer said it is not for them",
      "Outside the idea's sector",
    ]);
    expect(shareFacts(share({ response: "interested", introductionDecision: "decline" }))).toEqual([
      "The backer would like an introduction",
      "The founder declined an introduction",
    ]);
  });

  it("writes time spent in hours, minutes and seconds", () => {
    expect(duration(0)).toBe("0 s");
    expect(duration(60)).toBe("1 min");
    expect(duration(3600)).toBe("1 h");
    expect(duration(3 * 3600 + 5 * 60 + 9)).toBe("3 h 5 min");
  });

  it("offers Introduce only once both said yes, and Revoke while a link is live or asked for", () => {
    const agreed = share({ response: "interested", introductionDecision: "accept" });
    expect(canIntroduce(agreed)).toBe(true);
    expect(canIntroduce({ ...agreed, introductionDecision: null })).toBe(false);
    expect(canIntroduce({ ...agreed, response: "not-for-me" })).toBe(false);
    expect(canIntroduce({ ...agreed, state: "revoked" })).toBe(false);
    expect(canIntroduce({ ...agreed, introducedAt: "2026-01-05T12:00:00.000Z" })).toBe(false);
    expect(canRevoke({ state: "awaiting-founder" })).toBe(true);
    expect(canRevoke({ state: "sent" })).toBe(true);
    for (const state of ["declined", "expired", "introduced", "revoked"] as const) {
      expect(canRevoke({ state })).toBe(false);
    }
    expect(offersIntroduction({ state: "sent" })).toBe(true);
    expect(offersIntroduction({ state: "awaiting-founder" })).toBe(false);
  });
});
