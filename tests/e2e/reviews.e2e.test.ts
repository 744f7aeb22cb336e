import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * Evaluating together (contract §14): two reviewers score one idea, the second seeing the
 * first's scores only once they have submitted their own; the lists sort by score; the new
 * panels (reviews, scorecards) pass axe filled, empty and with errors, at 1280 and 375 px.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const IDEA_KEYS = ["team", "market", "agronomic-impact", "traction", "studio-fit"];

async function signedIn(account: { username: string; password: string }, path: string) {
  const opened = await openPage("/admin/login");
  await signInThroughForm(opened.page, account.username, account.password);
  opened.problems.length = 0;
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

const newIdea = (name: string) =>
  submit("/api/ideas", {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
    idea: "Moisture sensors that tell a grower when, and how much, to irrigate.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  });

const reviewsPanel = (page: Page) => page.getByRole("region", { name: "Reviews" });

/** Scores each criterion group with the radio button of that number. */
async function score(page: Page, scores: number[]) {
  const groups = reviewsPanel(page).getByRole("group");
  for (const [index, value] of scores.entries()) {
    await groups
      .nth(index)
      .getByRole("radio", { name: String(value), exact: true })
      .check();
  }
}

async function accessibleAtBothWidths(page: Page, state: string) {
  await expectAccessible(page, `${state} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectAccessible(page, `${state} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("reviews", () => {
  it("keeps the team's scores from the second reviewer until they have submitted theirs", async () => {
    const name = `Scored Idea ${run}`;
    const { id } = await newIdea(name);
    const rita = await createStaffAccount("reviewer", `rita-${run}`);
    const rob = await createStaffAccount("reviewer", `rob-${run}`);

    const first = await signedIn(rita, `/admin/startup-ideas/${id}`);
    const panel = reviewsPanel(first.page);
    await panel.getByText("No reviews yet: be the first to score it.").waitFor();
    await accessibleAtBothWidths(first.page, "an empty reviews panel");

    await panel.getByRole("button", { name: "Submit review" }).click();
    await panel.getByText("Choose a score for Team").waitFor();
    await panel.getByText("Choose a recommendation").waitFor();
    await accessibleAtBothWidths(first.page, "a review with errors");

    // The keyboard moves within a group: from 1, two presses of the right arrow choose 3.
    const team = panel.getByRole("group", { name: /^Team/ });
    await team.getByRole("radio", { name: "1", exact: true }).focus();
    await first.page.keyboard.press("Space");
    await first.page.keyboard.press("ArrowRight");
    await first.page.keyboard.press("ArrowRight");
    expect(await team.getByRole("radio", { name: "3", exact: true }).isChecked()).toBe(true);
    await score(first.page, [3, 4, 4, 2, 4]);
    await panel.getByRole("radio", { name: "Advance" }).check();
    await panel.getByLabel("Comment").fill("A strong team with a pilot lined up.");
    await panel.getByRole("button", { name: "Submit review" }).click();
    await panel.getByText("You have reviewed this record.").waitFor();
    // (3×3 + 4×2 + 4×2 + 2×1 + 4×2) / 10
    await panel.getByRole("definition").filter({ hasText: "3.50" }).waitFor();
    await accessibleAtBothWidths(first.page, "a filled reviews panel");
    expect(first.problems).toEqual([]);
    await first.close();

    // Rob has not reviewed: a count, no score, in the list and on the page.
    const second = await signedIn(rob, "/admin/startup-ideas");
    const row = second.page.getByRole("row").filter({ hasText: name });
    // The Score cell: no score, and under it how many reviews there are.
    expect(await row.getByRole("cell").allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Hidden\s+until you have reviewed it\s+1 review$/),
      ]),
    );
    await second.page.goto(new URL(`/admin/startup-ideas/${id}`, baseUrl()).href);
    const blind = reviewsPanel(second.page);
    await blind.getByText("1 review so far.").waitFor();
    expect(await blind.innerText()).not.toContain("3.50");
    expect(await blind.innerText()).not.toContain(rita.username);

    await score(second.page, [1, 2, 2, 2, 1]);
    await blind.getByRole("radio", { name: "Pass" }).check();
    await blind.getByRole("button", { name: "Submit review" }).click();
    // Now both reviews, their mean ((3.5 + 1.5) / 2), the spread and the widest gap show.
    await blind.getByRole("heading", { name: rita.username }).waitFor();
    await blind.getByRole("definition").filter({ hasText: "2.50" }).waitFor();
    expect(await blind.innerText()).toContain("A strong team with a pilot lined up.");
    expect(await blind.getByText("Where reviewers disagree most").count()).toBe(1);
    expect(second.problems).toEqual([]);
    await second.close();
  }, 90_000);

  it("sorts the list by score, the unscored last, and lets an admin keep the scorecards", async () => {
    const top = `Top Score ${run}`;
    const bottom = `Low Score ${run}`;
    const cookie = await apiSession();
    for (const [name, value] of [
      [top, 5],
      [bottom, 1],
    ] as const) {
      const { id } = await newIdea(name);
      const scores = Object.fromEntries(IDEA_KEYS.map((key) => [key, value]));
      const put = await adminApi(cookie, "PUT", `/api/admin/startup-ideas/${id}/reviews/me`, {
        scores,
        recommendation: "hold",
      });
      expect(put.status).toBe(200);
    }
    const { page, problems, close } = await signedIn(ADMIN, "/admin/startup-ideas");
    const firstRow = () => page.getByRole("row").nth(1);
    await page.getByRole("button", { name: /^Score/ }).click();
    await expect.poll(() => firstRow().innerText()).toContain(top);
    expect(await firstRow().getByRole("cell").allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^5\.00\s+1 review$/)]),
    );
    await page.getByRole("button", { name: /^Score/ }).click();
    await expect.poll(() => firstRow().innerText()).toContain(bottom);
    expect(new URL(page.url()).searchParams.get("direction")).toBe("asc");

    await page.goto(new URL("/admin/settings/scorecards", baseUrl()).href, {
      waitUntil: "networkidle",
    });
    const card = page.getByRole("region", { name: "Scorecards" });
    await card.getByRole("button", { name: "Investment Interests" }).click();
    await card.getByLabel("Label").first().waitFor();
    const labels = card.getByLabel("Label");
    const before = await labels.count();
    await card.getByRole("button", { name: "Add criterion" }).click();
    await card.getByRole("button", { name: "Save scorecard" }).click();
    await card.getByText("A criterion needs a label").waitFor();
    await accessibleAtBothWidths(page, "a scorecard with errors");

    await labels.nth(before).fill("Local ties");
    await card.getByLabel("Key").nth(before).fill("local-ties");
    await card.getByRole("button", { name: `Move criterion ${before + 1} up` }).click();
    await card.getByRole("button", { name: "Save scorecard" }).click();
    expect(await toastText(page)).toContain("Scorecard saved");
    expect(await labels.nth(before - 1).inputValue()).toBe("Local ties");
    await accessibleAtBothWidths(page, "a saved scorecard");
    // Put it back as it was, for whatever runs next.
    await card.getByRole("button", { name: `Remove criterion ${before}` }).click();
    await card.getByRole("button", { name: "Save scorecard" }).click();
    await expect.poll(() => labels.count()).toBe(before);
    expect(problems).toEqual([]);
    await close();
  }, 60_000);
});
