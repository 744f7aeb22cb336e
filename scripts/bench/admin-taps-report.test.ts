import { describe, expect, it } from "vitest";
import { renderAdminTaps, TAP_BUDGET_MS, tapsOverBudget, worstRun } from "./admin-taps-report";

const fast = { tap: "list → record", runs: [120, 180.4, 150] };
const slow = { tap: "record → list", runs: [200, TAP_BUDGET_MS + 1, 90] };

describe("the admin taps' verdict", () => {
  it("judges each tap by its worst run, at the budget passing", () => {
    expect(worstRun(slow)).toBe(TAP_BUDGET_MS + 1);
    expect(tapsOverBudget([fast, slow])).toEqual([slow]);
    expect(tapsOverBudget([{ tap: "edge", runs: [TAP_BUDGET_MS] }])).toEqual([]);
  });

  it("prints each tap's runs and worst, then how many are over", () => {
    const lines = renderAdminTaps([fast, slow]);
    expect(lines[0]).toMatch(/^list → record\s+worst\s+180 ms {2}ok/);
    expect(lines[0]).toContain("(runs: 120, 180, 150 ms)");
    expect(lines[1]).toContain("OVER");
    expect(lines.at(-1)).toBe("1 of 2 taps over 300 ms with the CPU slowed 4×");
    expect(renderAdminTaps([fast]).at(-1)).toBe(
      "every tap shows its screen within 300 ms with the CPU slowed 4×",
    );
  });
});
