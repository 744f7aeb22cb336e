import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { reachRecordPanels, signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { violations } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * A team working one inbox (contract §10): a reviewer takes an idea, discusses it and moves
 * it on; an admin sees all of it in the record's timeline and on the Activity screen, which
 * still names records deleted or erased since, without a link to a page that is gone.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);

async function signedIn(account: { username: string; password: string }) {
  const opened = await openPage("/admin/login");
  await signInThroughForm(opened.page, account.username, account.password);
  return opened;
}

const boardCard = (page: Page, status: string, name: string) =>
  page
    .getByRole("region", { name: new RegExp(`^${status} `) })
    .getByRole("listitem")
    .filter({ hasText: name });

const timeline = (page: Page) => page.getByRole("region", { name: "Activity" });

describe("working a submission together", () => {
  it("lets a reviewer own, comment on and move an idea, and shows an admin who did what", async () => {
    const name = `Team Idea ${run}`;
    const { id } = await submit("/api/ideas", {
      name,
      email: `team-${run}@example.com`,
      idea: "Shared cold storage for smallholder cooperatives in the region.",
      sector: "Biotech",
      stage: "Concept/Idea stage",
    });
    const reviewer = await createStaffAccount("reviewer", `rev-${run}`);
    const { page, close } = await signedIn(reviewer);
    await page.goto(new URL(`/admin/startup-ideas/${id}`, baseUrl()).href);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await reachRecordPanels(page);

    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect.poll(() => page.getByLabel("Assigned to").inputValue()).not.toBe("");

    await page.getByLabel("Add a comment").fill("Called the founder.\nDeck arrives Friday.");
    await page.getByRole("button", { name: "Add comment" }).click();
    const thread = page.getByRole("region", { name: /^Comments/ }).getByRole("listitem");
    const comment = thread.getByText("Called the founder.");
    await comment.waitFor();
    await expect.poll(() => page.getByLabel("Add a comment").inputValue()).toBe("");
    // Polled: under load the thread can show the new comment a moment before its text settles.
    await expect.poll(() => comment.innerText()).toBe("Called the founder.\nDeck arrives Friday.");
    expect(await comment.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe(
      "pre-wrap",
    );

    await page.getByLabel("Status", { exact: true }).selectOption("reviewing");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await timeline(page)
      .getByText(/changed the status from New to Reviewing/)
      .waitFor();
    const sentences = await timeline(page).getByRole("listitem").allInnerTexts();
    expect(sentences.join("\n")).toMatch(/assigned it to/);
    expect(sentences.join("\n")).toMatch(/commented/);
    expect(sentences.at(-1)).toMatch(/Submitted through the website/);

    // Assigned to me lists it.
    await page.goto(new URL("/admin/startup-ideas?filter=assignee&search=me", baseUrl()).href);
    await page.getByRole("link", { name, exact: true }).waitFor();

    // On the board the card names its owner; the reviewer moves it on with the keyboard.
    await page.goto(new URL("/admin/startup-ideas/board", baseUrl()).href);
    const card = boardCard(page, "Reviewing", name);
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(`rev-${run}`);
    await card.getByRole("button", { name: `Drag ${name}` }).focus();
    // The focus loads the drag and drop (ADR 052): the reviewer presses once it is there.
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press("Space");
    await expect.poll(() => live.innerText()).toContain(`${name} is over Reviewing.`);
    await page.waitForTimeout(300);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => live.innerText()).toContain(`${name} is over Contacted.`);
    await page.keyboard.press("Space");
    await expect.poll(() => live.innerText()).toContain(`${name} moved to Contacted.`);
    await boardCard(page, "Contacted", name).waitFor();
    await close();

    const admin = await signedIn({ username: "admin", password: inject("e2eAdminPassword") });
    await admin.page.goto(new URL(`/admin/startup-ideas/${id}`, baseUrl()).href);
    await reachRecordPanels(admin.page);
    await timeline(admin.page)
      .getByText(`rev-${run} changed the status from Reviewing to Contacted`)
      .waitFor();
    const seenByAdmin = (await timeline(admin.page).getByRole("listitem").allInnerTexts()).join();
    expect(seenByAdmin).toContain(`rev-${run} assigned it to rev-${run}`);
    expect(seenByAdmin).toContain(`rev-${run} commented`);
    expect(await admin.page.getByText("Deck arrives Friday.").count()).toBe(1);

    await admin.page.goto(new URL("/admin/activity", baseUrl()).href);
    await admin.page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    const log = admin.page.getByRole("region", { name: "Activity log" });
    await log.getByText(`rev-${run} changed the status from New to Reviewing`).first().waitFor();
    await log.getByText(`rev-${run} signed in`).first().waitFor();
    await admin.close();
  });
});

describe("the Activity screen", () => {
  it("names a deleted or erased record as deleted, without a link, and links a live one", async () => {
    const idea = (name: string, email: string) =>
      submit("/api/ideas", {
        name,
        email,
        idea: "Solar-powered grain dryers for small farms.",
        sector: "Biotech",
        stage: "Concept/Idea stage",
      });
    const kept = await idea(`Kept Idea ${run}`, `kept-${run}@example.com`);
    const deleted = await idea(`Deleted Idea ${run}`, `deleted-${run}@example.com`);
    const erasedEmail = `erased-${run}@example.com`;
    const erased = await submit("/api/investment-interests", {
      name: `Erased Investor ${run}`,
      email: erasedEmail,
      sectors: ["robotics"],
      investmentAmount: "$25,000+",
      termsAgreed: true,
    });
    const cookie = await apiSession();
    const deletion = await adminApi(cookie, "DELETE", `/api/admin/startup-ideas/${deleted.id}`);
    expect(deletion.status).toBe(204);
    const erasure = await adminApi(cookie, "POST", "/api/admin/people/erase", {
      email: erasedEmail,
    });
    expect(erasure.status).toBe(200);

    const { page, problems, close } = await signedIn({
      username: "admin",
      password: inject("e2eAdminPassword"),
    });
    problems.length = 0;
    await page.goto(new URL("/admin/activity", baseUrl()).href);
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    const log = page.getByRole("region", { name: "Activity log" });
    // "#12" is not "#123": the label ends where its number does.
    const entriesAbout = (label: string) =>
      log.getByRole("listitem").filter({ hasText: new RegExp(`${label}(?!\\d)`) });

    const deletedEntries = entriesAbout(`Startup idea #${deleted.id}`);
    await deletedEntries.first().waitFor();
    // Its "created" entry and the "deleted" one, each naming the idea as deleted.
    expect(await deletedEntries.count()).toBe(2);
    for (const entry of await deletedEntries.all()) {
      expect(await entry.innerText()).toContain(`Startup idea #${deleted.id} (deleted)`);
      expect(await entry.getByRole("link").count()).toBe(0);
    }
    expect(await deletedEntries.first().innerText()).toContain("admin deleted a submission");

    const erasedEntry = entriesAbout(`Investment interest #${erased.id}`);
    expect(await erasedEntry.innerText()).toContain(`Investment interest #${erased.id} (deleted)`);
    expect(await erasedEntry.getByRole("link").count()).toBe(0);

    expect(await violations(page)).toEqual([]);
    const keptEntry = entriesAbout(`Startup idea #${kept.id}`);
    expect(await keptEntry.innerText()).not.toContain("(deleted)");
    await keptEntry.getByRole("link", { name: `Startup idea #${kept.id}`, exact: true }).click();
    await page.getByRole("heading", { name: `Kept Idea ${run}`, level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
