import type { DashboardCharts } from "@shared/schemas/dashboard-charts";
import { describe, expect, it } from "vitest";
import { isEmptyKinds, ownerRows, statusRows, weekLabel, weeklyRows, zoneName } from "./chart-data";

const inbox = (counts: [number, number, number, number]) =>
  (["new", "reviewing", "contacted", "archived"] as const).map((status, index) => ({
    status,
    count: counts[index] ?? 0,
  }));

const charts: DashboardCharts = {
  timeZone: "America/Detroit",
  weeks: [
    { weekStart: "2026-11-16", startupIdeas: 0, investmentInterests: 0 },
    { weekStart: "2026-11-23", startupIdeas: 3, investmentInterests: 1 },
  ],
  ideasBySector: [],
  ideasByStage: [],
  startupIdeas: {
    byStatus: inbox([2, 1, 0, 0]),
    byOwner: [
      { assigneeId: null, label: "Unassigned", count: 5 },
      { assigneeId: 7, label: "Ruth Fielding", count: 1 },
    ],
  },
  investmentInterests: {
    byStatus: inbox([0, 0, 4, 1]),
    byOwner: [
      { assigneeId: 9, label: "omar", count: 3 },
      { assigneeId: 7, label: "Ruth Fielding", count: 1 },
    ],
  },
};

describe("dashboard chart rows", () => {
  it("labels a week by its Monday's calendar date, whatever the browser's zone", () => {
    expect(weekLabel("2026-11-23")).toBe("Nov 23");
    expect(weekLabel("2027-01-04")).toBe("Jan 4");
    expect(weeklyRows(charts).map((row) => row.label)).toEqual(["Nov 16", "Nov 23"]);
  });

  it("names the company's zone as readers know it", () => {
    expect(zoneName("America/Detroit")).toBe("Eastern Time");
  });

  it("puts both inboxes' statuses side by side, in workflow order", () => {
    expect(statusRows(charts)).toEqual([
      { label: "New", startupIdeas: 2, investmentInterests: 0 },
      { label: "Reviewing", startupIdeas: 1, investmentInterests: 0 },
      { label: "Contacted", startupIdeas: 0, investmentInterests: 4 },
      { label: "Archived", startupIdeas: 0, investmentInterests: 1 },
    ]);
  });

  it("merges owners of either inbox, most records first, nobody's last", () => {
    expect(ownerRows(charts)).toEqual([
      { label: "omar", startupIdeas: 0, investmentInterests: 3 },
      { label: "Ruth Fielding", startupIdeas: 1, investmentInterests: 1 },
      { label: "Unassigned", startupIdeas: 5, investmentInterests: 0 },
    ]);
  });

  it("tells an all-zero chart from one with figures", () => {
    expect(isEmptyKinds(weeklyRows(charts).slice(0, 1))).toBe(true);
    expect(isEmptyKinds(weeklyRows(charts))).toBe(false);
  });
});
