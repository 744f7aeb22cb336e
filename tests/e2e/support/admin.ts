import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

/** Signs in through the login form and waits for the dashboard. */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto(new URL("/admin/login", baseUrl()).href, { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

/** Submits through the public API, as a visitor's browser would. */
export async function submit(path: "/api/ideas" | "/api/investment-interests", body: object) {
  const response = await fetch(new URL(path, baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/**
 * Scrolls to the end of the dashboard: its charts and the pipeline load their code as they come
 * near the viewport, not with the screen (ADR 052).
 */
export async function scrollToCharts(page: Page) {
  await page.getByRole("region", { name: "Charts", exact: true }).waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * A record page's panel that is drawn once its place comes near the screen (ADR 052), such as
 * "Matching backers": the test scrolls down the page first, as a reader would.
 */
export async function reachPanel(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const panel = page.getByRole("region", { name });
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/**
 * A record's page scrolled to its end until nothing more comes in: its panels below the first
 * screen (reviews, owner, tags, comments, activity) are drawn as they come near it (ADR 052),
 * as a reader scrolling down sees them. Back at the top afterwards.
 */
export async function reachRecordPanels(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  let height = -1;
  for (let unchanged = 0; unchanged < 2; ) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    unchanged = now === height ? unchanged + 1 : 0;
    height = now;
    // The panels' code and data arrive over the network; settled when the height stays put.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(200);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
