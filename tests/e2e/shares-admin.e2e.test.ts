import { join } from "node:path";
import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { reachPanel, reachRecordPanels, signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * Backers in the back office (contract §18): a reviewer opens an idea, sees the backers who
 * registered for its sector, chooses two, writes a teaser and proposes (the founder is asked
 * first); a proposal another reviewer made meanwhile is refused with the server's words; one
 * link is revoked; the backer's record shows the idea under "Matching ideas". Both panels pass
 * axe at 1280 and 375 px.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of both panels at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(panel: Locator, name: string) {
  if (SHOTS) await panel.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** axe at both widths, and a screenshot of the panel at each. */
async function checkBothWidths(page: Page, panel: Locator, state: string) {
  await expectAccessible(page, `${state} at 1280 px`);
  await shot(panel, `${state}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page, `${state} at 375 px`);
  await shot(panel, `${state}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const interest = (name: string, sectors: string[]) =>
  submit("/api/investment-interests", {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
    sectors,
    investmentAmount: "$5,001-25,000",
    termsAgreed: true,
  });

describe("matching backers and ideas on the record pages", () => {
  it("proposes an idea to two backers, awaiting the founder; revokes one; shows the idea on a backer's record", async () => {
    const idea = await submit("/api/ideas", {
      name: `Seed Coating ${run}`,
      email: `seed-coating-${run}@example.com`,
      idea: "A seed coating that carries its own nitrogen-fixing bacteria.",
      sector: "Seeds/Inputs",
      stage: "Concept/Idea stage",
    });
    const backers = [`Ada Backer ${run}`, `Bo Backer ${run}`, `Cy Backer ${run}`];
    const ids: number[] = [];
    for (const name of backers) ids.push((await interest(name, ["seed-inputs", "robotics"])).id);
    const elsewhere = `Forest Backer ${run}`;
    await interest(elsewhere, ["forestry"]);
    const reviewer = await createStaffAccount("reviewer", `rhea-${run}`);

    const { page, problems, close } = await openPage("/admin/login");
    await signInThroughForm(page, reviewer.username, reviewer.password);
    problems.length = 0;
    await page.goto(new URL(`/admin/startup-ideas/${idea.id}`, baseUrl()).href, {
      waitUntil: "networkidle",
    });
    await reachRecordPanels(page);
    const panel = await reachPanel(page, "Matching backers");
    const rows = panel.getByRole("list", { name: "Matching backers" });
    const row = (name: string) => rows.getByRole("listitem").filter({ hasText: name }).first();
    for (const name of backers) await rows.getByRole("link", { name }).waitFor();
    expect(await panel.getByRole("link", { name: elsewhere }).count()).toBe(0);
    // Newest first, with the sectors and the amount.
    const names = await rows.getByRole("link").allInnerTexts();
    expect(names.indexOf(backers[2] as string)).toBeLessThan(names.indexOf(backers[0] as string));
    expect(await row(backers[0] as string).innerText()).toContain("Seeds & Inputs");
    expect(await row(backers[0] as string).innerText()).toContain("$5,001-25,000");
    expect(await rows.getByRole("link", { name: backers[0] }).getAttribute("href")).toBe(
      `/admin/investment-interests/${ids[0]}`,
    );
    await checkBothWidths(page, panel, "matching-backers");

    // Two chosen, no teaser: the form says what is missing.
    await panel.getByLabel(`Choose ${backers[0]}`).check();
    await panel.getByLabel(`Choose ${backers[1]}`).check();
    const propose = panel.getByRole("button", { name: "Propose to 2 backers" });
    await propose.click();
    await panel.getByText(SHARE_MESSAGES.teaser).waitFor();
    await checkBothWidths(page, panel, "matching-backers-errors");

    await panel
      .getByLabel("Teaser")
      .fill("A seed coating that brings its own nitrogen: a pilot on 40 ha this spring.");
    await propose.click();
    expect(await toastText(page)).toContain("Proposed to 2 backers");
    for (const name of backers.slice(0, 2)) {
      await row(name).getByText("Awaiting the founder").waitFor();
      expect(await row(name).getByRole("checkbox").count()).toBe(0);
    }
    expect(
      await row(backers[2] as string)
        .getByText("Awaiting the founder")
        .count(),
    ).toBe(0);
    await checkBothWidths(page, panel, "matching-backers-proposed");

    // Another reviewer proposed the third backer meanwhile: the server's 409 is shown.
    await panel.getByLabel(`Choose ${backers[2]}`).check();
    await panel.getByLabel("Teaser").fill("Someone else's teaser, proposed a moment earlier.");
    const meanwhile = await adminApi(
      await apiSession(),
      "POST",
      `/api/admin/startup-ideas/${idea.id}/shares`,
      { interestIds: [ids[2]], teaser: "Proposed a moment earlier by another reviewer." },
    );
    expect(meanwhile.status).toBe(201);
    await panel.getByRole("button", { name: "Propose to 1 backer" }).click();
    await panel.getByText(`Not proposed: ${SHARE_MESSAGES.alreadyShared}`).waitFor();
    // The browser reports the refused request as a console error; nothing else may be there.
    expect(problems.filter((problem) => !problem.includes("409"))).toEqual([]);
    problems.length = 0;

    // Revoking asks first; the share then reads as revoked.
    await row(backers[0] as string)
      .getByRole("button", { name: /^Revoke link/ })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke this link?" });
    await dialog.waitFor();
    await expectAccessible(page, "the revoke dialog");
    await dialog.getByRole("button", { name: "Revoke link" }).click();
    expect(await toastText(page)).toContain("Link revoked");
    await row(backers[0] as string)
      .getByText("Link revoked")
      .waitFor();
    await row(backers[1] as string)
      .getByText("Awaiting the founder")
      .waitFor();
    // The steps are in the idea's log, naming no backer.
    const activity = page.getByRole("region", { name: "Activity" });
    await activity
      .getByText(`${reviewer.username} proposed the idea to a backer`)
      .first()
      .waitFor();
    await activity.getByText(`${reviewer.username} revoked a backer's link to the idea`).waitFor();
    expect(problems).toEqual([]);

    // The second backer's record shows the idea, its share awaiting the founder.
    await page.goto(new URL(`/admin/investment-interests/${ids[1]}`, baseUrl()).href, {
      waitUntil: "networkidle",
    });
    const ideas = await reachPanel(page, "Matching ideas");
    const ideaRow = ideas
      .getByRole("listitem")
      .filter({ hasText: `Seed Coating ${run}` })
      .first();
    await ideaRow.getByRole("link", { name: `Seed Coating ${run}` }).waitFor();
    expect(await ideaRow.getByRole("link").first().getAttribute("href")).toBe(
      `/admin/startup-ideas/${idea.id}`,
    );
    await ideaRow.getByText("Awaiting the founder").waitFor();
    // Blind as §14: nobody has reviewed it.
    expect(await ideaRow.innerText()).toContain("Score: none to show");
    await checkBothWidths(page, ideas, "matching-ideas");
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
