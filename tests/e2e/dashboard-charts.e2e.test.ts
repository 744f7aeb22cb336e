import type { DashboardCharts } from "@shared/schemas/dashboard-charts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { createAdmin } from "../../server/features/staff/create-admin";
import { migrationsFolder } from "../support/test-app";
import { scrollToCharts, signInThroughForm, submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * The dashboard's charts: drawn for an admin, each with its figures as a table behind a
 * 'Show as table' disclosure, loaded apart from the rest of the admin; an editor sees the
 * totals only. axe-core (WCAG 2.1 A and AA) checks each state at 1280 and 375 px, run as
 * in accessibility-admin.e2e.test.ts.
 */
const PHONE = { viewport: { width: 375, height: 740 } };
const CHART_TITLES = [
  "New submissions per week",
  "Startup ideas by sector",
  "Startup ideas by stage",
  "Inbox by status",
  "Inbox by owner",
];

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: `charts-admin-${run}`, password: `charts-password-${run}` };
const EDITOR = { username: `charts-editor-${run}`, password: `editor-password-${run}` };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  await createAdmin(database.db, ADMIN.username, ADMIN.password, "admin");
  await createAdmin(database.db, EDITOR.username, EDITOR.password, "editor");
  await submit("/api/ideas", {
    name: `Hazel ${run}`,
    email: `hazel-${run}@example.com`,
    idea: "Drones that count apple blossoms for thinning decisions.",
    sector: "Ag Robotics & Automation",
    stage: "Prototype/MVP",
  });
  await submit("/api/investment-interests", {
    name: `Rowan ${run}`,
    email: `rowan-${run}@example.com`,
    sectors: ["robotics"],
    investmentAmount: "$25,000+",
    termsAgreed: true,
  });
});
afterAll(async () => {
  await database.close();
});

async function signedIn(account: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  const chartRequests: string[] = [];
  opened.page.on("request", (request) => {
    if (request.url().includes("/api/admin/dashboard/charts")) chartRequests.push(request.url());
  });
  await signInThroughForm(opened.page, account.username, account.password);
  // The login page's session check answers 401 by design: only what follows is a problem.
  opened.problems.length = 0;
  return { ...opened, chartRequests };
}

describe("dashboard charts for an admin", () => {
  it.each([
    ["1280 px", {}],
    ["375 px", PHONE],
  ])("draws every chart with its table at %s, and passes axe", async (_width, options) => {
    const { page, problems, close } = await signedIn(ADMIN, options);
    await scrollToCharts(page);
    for (const title of CHART_TITLES) {
      const card = page.getByRole("region", { name: title });
      await card.waitFor();
      await expect(card.locator(".recharts-wrapper").count()).resolves.toBe(1);
      expect(await card.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
      await expect(card.getByRole("table").count()).resolves.toBe(0);
      const toggle = card.getByRole("button", { name: "Show as table" });
      await toggle.click();
      await card.getByRole("table", { name: title }).waitFor();
      await expect(
        card.getByRole("button", { name: "Hide table" }).getAttribute("aria-expanded"),
      ).resolves.toBe("true");
    }
    // The newest week holds this run's idea and interest at least; the sector and stage rows
    // count it too.
    const weekly = page.getByRole("table", { name: "New submissions per week" });
    const lastWeek = weekly.locator("tbody tr").last().locator("td");
    expect(Number(await lastWeek.nth(0).innerText())).toBeGreaterThanOrEqual(1);
    expect(Number(await lastWeek.nth(1).innerText())).toBeGreaterThanOrEqual(1);
    await expect(weekly.locator("tbody tr").count()).resolves.toBe(12);
    const robotics = page
      .getByRole("table", { name: "Startup ideas by sector" })
      .getByRole("row", { name: /Ag Robotics & Automation/ });
    expect(Number(await robotics.locator("td").innerText())).toBeGreaterThanOrEqual(1);
    await page.getByRole("table", { name: "Recent Startup Ideas" }).waitFor();
    await expectAccessible(page, "dashboard with charts and their tables open");
    expect(problems).toEqual([]);
    await close();
  });

  it("loads the chart library in its own chunk, only on the dashboard and as the charts near the viewport", async () => {
    // On a phone the charts start well below the fold.
    const { page, close } = await openPage("/admin/login", PHONE);
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.reload({ waitUntil: "networkidle" });
    expect(scripts.some((script) => script.includes("dashboard-charts"))).toBe(false);
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole("table", { name: "Recent Startup Ideas" }).waitFor();
    await page.waitForLoadState("networkidle");
    // Not with the dashboard's first load: once the charts come near the viewport.
    expect(scripts.some((script) => script.includes("dashboard-charts"))).toBe(false);
    await scrollToCharts(page);
    await page.getByRole("region", { name: "Inbox by owner" }).waitFor();
    expect(scripts.some((script) => script.includes("dashboard-charts"))).toBe(true);
    await close();
  });

  it("shows an empty state for each chart with nothing to count, and passes axe", async () => {
    const { page, close } = await signedIn(ADMIN);
    await scrollToCharts(page);
    await page.getByRole("region", { name: "Inbox by owner" }).waitFor();
    const live: DashboardCharts = await (
      await page.request.get(new URL("/api/admin/dashboard/charts", baseUrl()).href)
    ).json();
    const zero = <T extends { count: number }>(rows: T[]) =>
      rows.map((row) => ({ ...row, count: 0 }));
    const empty: DashboardCharts = {
      ...live,
      weeks: live.weeks.map((week) => ({ ...week, startupIdeas: 0, investmentInterests: 0 })),
      ideasBySector: zero(live.ideasBySector),
      ideasByStage: zero(live.ideasByStage),
      startupIdeas: { byStatus: zero(live.startupIdeas.byStatus), byOwner: [] },
      investmentInterests: { byStatus: zero(live.investmentInterests.byStatus), byOwner: [] },
    };
    await page.route("**/api/admin/dashboard/charts", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify(empty) }),
    );
    await page.reload({ waitUntil: "networkidle" });
    await scrollToCharts(page);
    await page.getByText("No submissions in the last 12 weeks").waitFor();
    await expect(page.getByText("No startup ideas submitted yet").count()).resolves.toBe(2);
    await expect(page.getByText("Nothing submitted yet").count()).resolves.toBe(2);
    // The Pipeline card (its own API, pipeline.e2e.test.ts) still draws below the charts.
    const charts = page.getByRole("region", { name: "Charts", exact: true });
    await expect(charts.locator(".recharts-surface").count()).resolves.toBe(0);
    await expectAccessible(page, "dashboard, charts empty");
    await close();
  });
});

describe("dashboard for an editor", () => {
  it.each([
    ["1280 px", {}],
    ["375 px", PHONE],
  ])("shows the totals only, asks for no charts, and passes axe at %s", async (_width, options) => {
    const { page, problems, chartRequests, close } = await signedIn(EDITOR, options);
    const totals = page.getByRole("region", { name: "Totals" });
    await totals.getByText("Startup Ideas").waitFor();
    await page.waitForLoadState("networkidle");
    await expect(totals.getByRole("link").count()).resolves.toBe(0);
    await expect(page.getByRole("table").count()).resolves.toBe(0);
    for (const title of CHART_TITLES) {
      await expect(page.getByRole("heading", { name: title }).count()).resolves.toBe(0);
    }
    expect(chartRequests).toEqual([]);
    await expectAccessible(page, "editor's dashboard");
    expect(problems).toEqual([]);
    await close();
  });
});
