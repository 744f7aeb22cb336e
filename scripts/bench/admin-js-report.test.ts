import { describe, expect, it } from "vitest";
import { ADMIN_JS_BUDGET, renderAdminJs, screensOverBudget } from "./admin-js-report";
import type { PageWeight } from "./public-js-report";

const screen = (page: string, sizes: number[]): PageWeight => {
  const scripts = sizes.map((bytes, index) => ({ file: `/assets/chunk-${index}.js`, bytes }));
  return { page, scripts, total: sizes.reduce((sum, bytes) => sum + bytes, 0) };
};

describe("the admin screens' JavaScript budget", () => {
  it("is 150 KB in at most 12 scripts", () => {
    expect(ADMIN_JS_BUDGET).toEqual({ bytes: 153_600, scripts: 12 });
  });

  it("passes a screen at both limits and fails one over either", () => {
    const atLimits = screen("dashboard", [...Array(11).fill(10_000), 43_600]);
    const tooHeavy = screen("editor", [100_000, 53_601]);
    const tooMany = screen("record", Array(13).fill(1_000));
    expect(screensOverBudget([atLimits, tooHeavy, tooMany])).toEqual([tooHeavy, tooMany]);
  });

  it("prints each screen's weight, count and largest scripts, then the verdict", () => {
    const lines = renderAdminJs([
      screen("dashboard /admin", [40_960, 20_480, 10_240, 1_024]),
      screen("record /admin/startup-ideas/1", Array(13).fill(1_024)),
    ]);
    expect(lines[0]).toBe(
      "dashboard /admin                 71.0 KB    4 scripts  ok    chunk-0.js 40.0 KB, chunk-1.js 20.0 KB, chunk-2.js 10.0 KB",
    );
    expect(lines[1]).toContain("13.0 KB   13 scripts  OVER");
    expect(lines[2]).toBe(
      "1 of 2 admin screens over 150.0 KB of JavaScript in 12 scripts (on the wire, first load, signed in)",
    );
  });
});
