import type { MyWork } from "@shared/schemas/my-work";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { admins, mailOutbox } from "../../server/db/schema";
import { createAdmin } from "../../server/features/staff/create-admin";
import { migrationsFolder } from "../support/test-app";
import { reachRecordPanels, signInThroughForm, submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * Issue 23 in the browser: typing @ in a comment offers colleagues, picked with the
 * keyboard, and the colleague gets the mail (through the global setup's SMTP sink); the new
 * panels — Your work on the dashboard, Possible duplicates on a record — filled, empty and
 * failing, checked by axe at 1280 and 375 px.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const account = (name: string) => ({
  username: `men-${name}-${run}`,
  password: `pw ${name} ${run}`,
});
const AUTHOR = account("author");
const COLLEAGUE = { ...account("colleague"), email: `colleague-${run}@studio.example` };
const EDITOR = account("editor");
const ideas: Record<string, number> = {};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  await createAdmin(database.db, AUTHOR.username, AUTHOR.password, "reviewer");
  await createAdmin(database.db, COLLEAGUE.username, COLLEAGUE.password, "reviewer");
  await createAdmin(database.db, EDITOR.username, EDITOR.password, "editor");
  await database.db
    .update(admins)
    .set({ email: COLLEAGUE.email, notify: "instant" })
    .where(eq(admins.username, COLLEAGUE.username));
  const idea = (name: string, email: string) =>
    submit("/api/ideas", {
      name,
      email,
      idea: "Cover crops chosen per field from soil samples.",
      sector: "Biotech",
      stage: "Concept/Idea stage",
    });
  ideas.first = (await idea(`Quinn Harrow ${run}`, `quinn-${run}@example.com`)).id;
  ideas.again = (await idea(`Q. Harrow ${run}`, `QUINN-${run}@Example.com`)).id;
  ideas.alone = (
    await idea(`Zygmunt ${run.split("").reverse().join("")}`, `z-${run}@x.example`)
  ).id;
});
afterAll(async () => {
  await database.close();
});

async function signedIn(who: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, who.username, who.password);
  return opened;
}

const listbox = (page: Page) => page.getByRole("listbox", { name: "Staff to mention" });

describe("@mentions in comments", () => {
  it("offers colleagues on @, picks one with the keyboard, and mails them", async () => {
    const { page, problems, close } = await signedIn(AUTHOR);
    await page.goto(url(`/admin/startup-ideas/${ideas.first}`));
    await reachRecordPanels(page);
    const box = page.getByLabel("Add a comment");
    await box.click();
    await box.pressSequentially(`Please call them, @men-`);
    await listbox(page).waitFor();
    const offered = await listbox(page).getByRole("option").allInnerTexts();
    expect(offered.join("\n")).toContain(`@${COLLEAGUE.username}`);
    // Not editors (they never see a record), and not oneself.
    expect(offered.join("\n")).not.toContain(EDITOR.username);
    expect(offered.join("\n")).not.toContain(AUTHOR.username);
    // Escape closes the list for this mention; a new @ offers again.
    await page.keyboard.press("Escape");
    await listbox(page).waitFor({ state: "hidden" });
    await box.pressSequentially("x");
    expect(await listbox(page).count()).toBe(0);
    await box.fill("");
    await box.pressSequentially("Please call them, @men-col");
    await listbox(page).waitFor();
    const option = listbox(page).getByRole("option", { name: new RegExp(COLLEAGUE.username) });
    expect(await option.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    await page.keyboard.press("Enter");
    await listbox(page).waitFor({ state: "hidden" });
    await box.pressSequentially("thanks!");
    expect(await box.inputValue()).toBe(`Please call them, @${COLLEAGUE.username} thanks!`);
    await page.getByRole("button", { name: "Add comment" }).click();

    const mention = page.locator("strong").filter({ hasText: `@${COLLEAGUE.username}` });
    await mention.waitFor();
    await page
      .getByRole("region", { name: "Activity" })
      .getByText(/mentioned/)
      .waitFor();
    // Sent to the colleague's SMTP server (besides the new-submission mail they also get).
    const subject = `${AUTHOR.username} mentioned you on startup idea #${ideas.first}`;
    const sent = () =>
      database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, COLLEAGUE.email), eq(mailOutbox.subject, subject)));
    await expect.poll(sent, { timeout: 20_000, interval: 500 }).toEqual([{ status: "sent" }]);
    // Less the 401 of the session check on the login page.
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 60_000);
});

const EMPTY_WORK: MyWork = {
  assigned: { count: 0, capped: false, items: [] },
  awaitingReview: { count: 0, capped: false, items: [] },
  stale: { count: 0, capped: false, items: [] },
  unread: { count: 0, capped: false, items: [] },
  mentions: { count: 0, capped: false, items: [] },
};

describe("the new panels", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    it(`are accessible filled, empty and failing at ${viewport.width} px`, async () => {
      const { page, close } = await signedIn(COLLEAGUE, { viewport });
      const yourWork = page.getByRole("region", { name: "Your work" });
      // Filled once the first test has mentioned the colleague; the other sections are empty.
      await yourWork.getByRole("link", { name: `Quinn Harrow ${run}` }).waitFor();
      await expectAccessible(page, `Your work at ${viewport.width} px`);

      const duplicates = page.getByRole("region", { name: "Possible duplicates" });
      // The panel loads as it comes near the screen (ADR 052): at 375 px it is far down.
      const toTheEnd = () => reachRecordPanels(page);
      await page.goto(url(`/admin/startup-ideas/${ideas.first}`), { waitUntil: "networkidle" });
      await toTheEnd();
      await duplicates.getByRole("link", { name: `Q. Harrow ${run}` }).waitFor();
      await expectAccessible(page, `duplicates, filled, at ${viewport.width} px`);
      await page.goto(url(`/admin/startup-ideas/${ideas.alone}`), { waitUntil: "networkidle" });
      await toTheEnd();
      await duplicates.getByText("No other submission has this e-mail").waitFor();
      await expectAccessible(page, `duplicates, empty, at ${viewport.width} px`);

      await page.route("**/api/admin/*/*/related", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
      );
      await page.route("**/api/admin/dashboard/my-work", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
      );
      await page.reload({ waitUntil: "networkidle" });
      await toTheEnd();
      await duplicates.getByText("Could not look for duplicates").waitFor();
      await expectAccessible(page, `duplicates, failing, at ${viewport.width} px`);
      await page.goto(url("/admin"));
      await yourWork.getByText("Could not load your work").waitFor();
      await expectAccessible(page, `Your work, failing, at ${viewport.width} px`);

      await page.unroute("**/api/admin/dashboard/my-work");
      await page.route("**/api/admin/dashboard/my-work", (route) =>
        route.fulfill({ contentType: "application/json", body: JSON.stringify(EMPTY_WORK) }),
      );
      await page.reload({ waitUntil: "networkidle" });
      await yourWork.getByText("Nothing is assigned to you.").waitFor();
      await expectAccessible(page, `Your work, empty, at ${viewport.width} px`);
      await close();
    }, 60_000);
  }
});
