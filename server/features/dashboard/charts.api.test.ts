import { site } from "@shared/config/site";
import type { DashboardCharts } from "@shared/schemas/dashboard-charts";
import { STARTUP_SECTORS, STARTUP_STAGES } from "@shared/schemas/startup-idea";
import type { SubmissionStatus } from "@shared/schemas/submission-status";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import { admins, investmentInterests, startupIdeas } from "../../db/schema";
import { weekStarts } from "./week-starts";

const CHARTS_URL = "/api/admin/dashboard/charts";

const api = adminApiAppForThisFile();

const charts = (cookie?: string) =>
  api.t.app.inject({ method: "GET", url: CHARTS_URL, headers: cookie ? { cookie } : {} });

type IdeaSeed = {
  createdAt: Date;
  sector?: string;
  stage?: string;
  status?: SubmissionStatus;
  assigneeId?: number | null;
};

function insertIdeas(seeds: IdeaSeed[]) {
  return api.t.database.db.insert(startupIdeas).values(
    seeds.map((seed, index) => ({
      name: `Founder ${index}`,
      email: `founder${index}@farm.example`,
      idea: "Cover crops that fix their own nitrogen",
      sector: seed.sector ?? "Biotech",
      stage: seed.stage ?? "Prototype/MVP",
      status: seed.status ?? "new",
      assigneeId: seed.assigneeId ?? null,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
    })),
  );
}

function insertInterests(seeds: Omit<IdeaSeed, "sector" | "stage">[]) {
  return api.t.database.db.insert(investmentInterests).values(
    seeds.map((seed, index) => ({
      name: `Backer ${index}`,
      email: `backer${index}@bank.example`,
      sectors: ["robotics"],
      investmentAmount: "$25,000+",
      status: seed.status ?? "new",
      assigneeId: seed.assigneeId ?? null,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
    })),
  );
}

describe("GET /api/admin/dashboard/charts", () => {
  it("answers 12 weeks of zeros and every known sector, stage and status on an empty database", async () => {
    const response = await charts(api.adminCookie);
    expect(response.statusCode).toBe(200);
    const body: DashboardCharts = response.json();
    expect(body.timeZone).toBe(site.timeZone);
    expect(body.weeks.map((week) => week.weekStart)).toEqual(
      weekStarts(new Date(), site.timeZone, 12),
    );
    expect(
      body.weeks.every((week) => week.startupIdeas === 0 && week.investmentInterests === 0),
    ).toBe(true);
    expect(body.ideasBySector).toEqual(STARTUP_SECTORS.map((label) => ({ label, count: 0 })));
    expect(body.ideasByStage).toEqual(STARTUP_STAGES.map((label) => ({ label, count: 0 })));
    for (const inbox of [body.startupIdeas, body.investmentInterests]) {
      expect(inbox.byStatus).toEqual([
        { status: "new", count: 0 },
        { status: "reviewing", count: 0 },
        { status: "contacted", count: 0 },
        { status: "archived", count: 0 },
      ]);
      expect(inbox.byOwner).toEqual([]);
    }
  });

  it("counts new submissions per week, cutting weeks at Monday midnight in the company's zone", async () => {
    const mondays = weekStarts(new Date(), site.timeZone, 12);
    const week = (index: number) => mondays[index] as string;
    // 03:30 UTC on a Monday is Sunday evening in Detroit (EST or EDT); 05:30 UTC is Monday.
    const sundayNightBefore = (monday: string) => new Date(`${monday}T03:30:00Z`);
    const mondayMorning = (monday: string) => new Date(`${monday}T05:30:00Z`);
    await insertIdeas([
      { createdAt: sundayNightBefore(week(0)) }, // the week before the chart: left out
      { createdAt: new Date("2020-03-02T12:00:00Z") }, // years ago: left out
      { createdAt: mondayMorning(week(0)) },
      { createdAt: sundayNightBefore(week(10)) }, // Monday in UTC, but still week 9 in Detroit
      { createdAt: mondayMorning(week(10)) },
      { createdAt: mondayMorning(week(10)) },
    ]);
    await insertInterests([
      { createdAt: sundayNightBefore(week(9)) },
      { createdAt: mondayMorning(week(0)) },
    ]);

    const body: DashboardCharts = (await charts(api.adminCookie)).json();
    const perWeek = Object.fromEntries(
      body.weeks.map((row) => [row.weekStart, [row.startupIdeas, row.investmentInterests]]),
    );
    expect(Object.keys(perWeek)).toEqual(mondays);
    expect(perWeek[week(0)]).toEqual([1, 1]);
    expect(perWeek[week(8)]).toEqual([0, 1]);
    expect(perWeek[week(9)]).toEqual([1, 0]);
    expect(perWeek[week(10)]).toEqual([2, 0]);
    const otherWeeks = mondays.slice(1, 8).concat(week(11));
    expect(otherWeeks).toHaveLength(8);
    for (const monday of otherWeeks) expect(perWeek[monday]).toEqual([0, 0]);
  });
});

describe("GET /api/admin/dashboard/charts breakdowns", () => {
  it("counts ideas by sector and stage, statuses of both inboxes, and owners by name", async () => {
    await api.t.database.db.delete(startupIdeas);
    await api.t.database.db.delete(investmentInterests);
    const { account: ruth } = await signedInStaff(api.t, "reviewer", "ruth");
    const { account: omar } = await signedInStaff(api.t, "reviewer", "omar");
    await api.t.database.db
      .update(admins)
      .set({ displayName: "Ruth Fielding" })
      .where(eq(admins.id, ruth.id));
    const createdAt = new Date("2025-06-01T12:00:00Z");
    await insertIdeas([
      { createdAt, sector: "Biotech", stage: "Other", status: "reviewing", assigneeId: ruth.id },
      { createdAt, sector: "Biotech", stage: "Prototype/MVP", assigneeId: ruth.id },
      { createdAt, sector: "Seeds/Inputs", stage: "Prototype/MVP", status: "archived" },
      // An old value no form offers any more: shown as stored, after the form's.
      { createdAt, sector: "Aquaculture", stage: "Prototype/MVP", assigneeId: omar.id },
    ]);
    await insertInterests([
      { createdAt, status: "contacted", assigneeId: omar.id },
      { createdAt, status: "contacted" },
      { createdAt, status: "new" },
    ]);

    const body: DashboardCharts = (await charts(api.adminCookie)).json();
    const nonZero = (rows: { label: string; count: number }[]) =>
      rows.filter((row) => row.count > 0);
    expect(body.ideasBySector).toHaveLength(STARTUP_SECTORS.length + 1);
    expect(body.ideasBySector.at(-1)).toEqual({ label: "Aquaculture", count: 1 });
    expect(nonZero(body.ideasBySector)).toEqual([
      { label: "Biotech", count: 2 },
      { label: "Seeds/Inputs", count: 1 },
      { label: "Aquaculture", count: 1 },
    ]);
    expect(nonZero(body.ideasByStage)).toEqual([
      { label: "Prototype/MVP", count: 3 },
      { label: "Other", count: 1 },
    ]);
    expect(body.startupIdeas.byStatus).toEqual([
      { status: "new", count: 2 },
      { status: "reviewing", count: 1 },
      { status: "contacted", count: 0 },
      { status: "archived", count: 1 },
    ]);
    expect(body.startupIdeas.byOwner).toEqual([
      { assigneeId: ruth.id, label: "Ruth Fielding", count: 2 },
      { assigneeId: omar.id, label: "omar", count: 1 },
      { assigneeId: null, label: "Unassigned", count: 1 },
    ]);
    expect(body.investmentInterests.byStatus).toEqual([
      { status: "new", count: 1 },
      { status: "reviewing", count: 0 },
      { status: "contacted", count: 2 },
      { status: "archived", count: 0 },
    ]);
    expect(body.investmentInterests.byOwner).toEqual([
      { assigneeId: null, label: "Unassigned", count: 2 },
      { assigneeId: omar.id, label: "omar", count: 1 },
    ]);
  });
});

describe("GET /api/admin/dashboard/charts access", () => {
  it("answers a reviewer", async () => {
    const { cookie } = await signedInStaff(api.t, "reviewer", "charts-reviewer");
    expect((await charts(cookie)).statusCode).toBe(200);
  });

  it("refuses an editor with 403, who may not use the inboxes the charts count", async () => {
    const { cookie } = await signedInStaff(api.t, "editor", "charts-editor");
    const response = await charts(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 401 without a session", async () => {
    const response = await charts();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
