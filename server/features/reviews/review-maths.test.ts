import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import { describe, expect, it } from "vitest";
import { disagreements, recordScore, spread, weightedMean } from "./review-maths";

const criteria: ScorecardCriterion[] = [
  { key: "team", label: "Team", weight: 3, description: "" },
  { key: "market", label: "Market", weight: 1, description: "" },
  { key: "fit", label: "Fit", weight: 2, description: "" },
];

describe("weightedMean", () => {
  it("weighs each score by its criterion: Σ weight × score ÷ Σ weight", () => {
    expect(weightedMean({ team: 5, market: 1, fit: 2 }, criteria)).toBe((15 + 1 + 4) / 6);
  });
  it("counts only the current criteria a review scored", () => {
    // market was added after this review; "old" was removed from the scorecard.
    expect(weightedMean({ team: 4, fit: 1, old: 5 }, criteria)).toBe((12 + 2) / 5);
  });
  it("is null for a review that scored none of the current criteria", () => {
    expect(weightedMean({ old: 5 }, criteria)).toBeNull();
  });
});

describe("recordScore and spread", () => {
  it("average the reviews' means, leaving out a review without one", () => {
    expect(recordScore([4, null, 2])).toBe(3);
    expect(recordScore([null])).toBeNull();
    expect(recordScore([])).toBeNull();
  });
  it("spread is highest minus lowest, with two or more means", () => {
    expect(spread([4.5, 2, 3])).toBe(2.5);
    expect(spread([4, null])).toBeNull();
  });
});

describe("disagreements", () => {
  it("lists criteria scored at least two apart, widest first, scorecard order among ties", () => {
    const reviews: Record<string, number>[] = [
      { team: 1, market: 5, fit: 3 },
      { team: 3, market: 1, fit: 3 },
      { team: 3, market: 2 },
    ];
    expect(disagreements(reviews, criteria)).toEqual([
      { key: "market", label: "Market", low: 1, high: 5 },
      { key: "team", label: "Team", low: 1, high: 3 },
    ]);
  });
  it("needs two scores of a criterion, and a gap of two", () => {
    expect(disagreements([{ team: 1 }, { market: 5 }], criteria)).toEqual([]);
    expect(disagreements([{ team: 2 }, { team: 3 }], criteria)).toEqual([]);
  });
  it("keeps at most three", () => {
    const many = [...criteria, { key: "x", label: "X", weight: 1, description: "" }];
    const low = { team: 1, market: 1, fit: 1, x: 1 };
    const high = { team: 5, market: 4, fit: 3, x: 5 };
    expect(disagreements([low, high], many).map((d) => d.key)).toEqual(["team", "x", "market"]);
  });
});
