import type { Pipeline } from "@shared/schemas/pipeline";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { createAdmin } from "../../server/features/staff/create-admin";
import { migrationsFolder } from "../support/test-app";
import { scrollToCharts, signInThroughForm, submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { connectBrowser } from "./support/browser";

/**
 * The dashboard's Pipeline card (contract §14): the median days per status as a chart with
 * its figures as a real table, an empty state and an error state, each passing axe-core
 * (WCAG 2.1 A and AA) at 1280 and 375 px.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const REVIEWER = { username: `pipeline-reviewer-${run}`, password: `pipeline-password-${run}` };
const PIPELINE_API = "**/api/admin/dashboard/pipeline";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  await createAdmin(database.db, REVIEWER.username, REVIEWER.password, "reviewer");
  await submit("/api/ideas", {
    name: `Linden ${run}`,
    email: `linden-${run}@example.com`,
    idea: "Cover-crop seed mixes matched to each field's soil tests.",
    sector: "Biotech",
    stage: "Prototype/MVP",
  });
});
afterAll(async () => {
  await database.close();
});

const EMPTY_STAGE = { count: 0, medianDaysInStatus: null };
const EMPTY_KIND = {
  new: EMPTY_STAGE,
  reviewing: EMPTY_STAGE,
  contacted: EMPTY_STAGE,
  archived: EMPTY_STAGE,
};
const EMPTY: Pipeline = { startupIdeas: EMPTY_KIND, investmentInterests: EMPTY_KIND };

/** Answers the pipeline API with `status` and `body` from now on, and reloads the dashboard. */
async function answerPipeline(page: Page, status: number, body: unknown) {
  await page.unroute(PIPELINE_API);
  await page.route(PIPELINE_API, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
  await page.reload({ waitUntil: "networkidle" });
  await scrollToCharts(page);
}

it.each([
  ["1280 px", {}],
  ["375 px", { viewport: { width: 375, height: 740 } }],
])(
  "charts the pipeline with a table alternative, empty and failing states too, axe-clean at %s",
  async (_width, options) => {
    const { page, problems, close } = await openPage("/admin/login", options);
    await signInThroughForm(page, REVIEWER.username, REVIEWER.password);
    problems.length = 0;
    await scrollToCharts(page);

    const card = page.getByRole("region", { name: "Pipeline" });
    await card.waitFor();
    // A chart drawn (its bars may all be nil on a young database: medians of minutes).
    await expect(card.locator(".recharts-wrapper").count()).resolves.toBe(1);
    await expect(card.getByRole("table").count()).resolves.toBe(0);
    await card.getByRole("button", { name: "Show as table" }).click();
    const table = card.getByRole("table", { name: "Pipeline" });
    await table.waitFor();
    await expect(table.locator("tbody tr").allInnerTexts()).resolves.toHaveLength(4);
    // This run's idea is new: at least one counted there now, with a median.
    const newRow = table.getByRole("row", { name: /^New/ }).locator("td");
    expect(Number(await newRow.nth(0).innerText())).toBeGreaterThanOrEqual(1);
    expect(Number(await newRow.nth(1).innerText())).toBeGreaterThanOrEqual(0);
    await expectAccessible(page, "pipeline with its table open");

    await answerPipeline(page, 200, EMPTY);
    await page.getByText("No submission entered a status in the last 90 days").waitFor();
    await expect(card.locator(".recharts-surface").count()).resolves.toBe(0);
    await expectAccessible(page, "pipeline, empty");
    expect(problems).toEqual([]);

    await answerPipeline(page, 500, { message: "Internal Server Error" });
    await page.getByRole("heading", { name: "Error loading the pipeline" }).waitFor();
    await expectAccessible(page, "pipeline, failing");
    await close();
  },
);
