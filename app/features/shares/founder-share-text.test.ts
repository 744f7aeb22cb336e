import type { FounderShareView } from "@shared/schemas/share-states";
import { describe, expect, it } from "vitest";
import {
  asksForIntroduction,
  backerCount,
  founderShareStanding,
  sectorNames,
} from "./founder-share-text";

const share = (fields: Partial<FounderShareView> = {}): FounderShareView => ({
  id: 1,
  state: "sent",
  teaser: "Soil sensors that tell a grower when to irrigate.",
  sectors: ["forestry"],
  investmentAmount: "$5,001-25,000",
  response: null,
  introductionDecision: null,
  introducedAt: null,
  ...fields,
});

describe("what the founder reads of a share", () => {
  it("names a backer's sectors by their labels, an unknown code as stored", () => {
    expect(sectorNames(["ag-biotech"])).toBe("Ag Biotech");
    expect(sectorNames(["robotics", "forestry"])).toBe("Robotics & Automation and Forestry");
    expect(sectorNames(["seed-inputs", "other", "hydroponics"])).toBe(
      "Seeds & Inputs, Other, and hydroponics",
    );
  });

  it("counts backers in words", () => {
    expect(backerCount(1)).toBe("1 backer");
    expect(backerCount(3)).toBe("3 backers");
  });

  it("asks for the founder's answer only while a backer's wish for an introduction is open", () => {
    expect(asksForIntroduction(share({ response: "interested" }))).toBe(true);
    expect(asksForIntroduction(share({ state: "expired", response: "interested" }))).toBe(true);
    expect(asksForIntroduction(share())).toBe(false);
    expect(asksForIntroduction(share({ response: "not-for-me" }))).toBe(false);
    expect(
      asksForIntroduction(share({ response: "interested", introductionDecision: "accept" })),
    ).toBe(false);
    expect(asksForIntroduction(share({ state: "revoked", response: "interested" }))).toBe(false);
    expect(asksForIntroduction(share({ state: "introduced", response: "interested" }))).toBe(false);
  });

  it("says where each share stands, the founder's own decisions included", () => {
    const standings = [
      share({ state: "awaiting-founder" }),
      share({ state: "declined" }),
      share(),
      share({ state: "expired" }),
      share({ response: "not-for-me" }),
      share({ response: "interested" }),
      share({ response: "interested", introductionDecision: "accept" }),
      share({ response: "interested", introductionDecision: "decline" }),
      share({ state: "introduced", response: "interested", introductionDecision: "accept" }),
      share({ state: "revoked" }),
    ].map(founderShareStanding);
    expect(standings).toEqual([
      "Waiting for your answer",
      "Not shared: you said no",
      "Sent: the backer has their own link",
      "Sent; the link has expired",
      "Sent; the backer said it is not for them",
      "The backer would like an introduction: your answer is needed",
      "You accepted an introduction: the team will introduce you by e-mail",
      "You declined an introduction",
      "Introduced: you both have each other's e-mail address",
      "Withdrawn by the team",
    ]);
  });
});
