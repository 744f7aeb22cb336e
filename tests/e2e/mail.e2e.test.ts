import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * E-mail in the back office (contract §11) against a real SMTP server (the global setup's
 * sink): one's own address and notification choice, the Outbox filling up as submissions
 * and invites are sent, and the Outbox kept to admins.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const ADMIN = {
  username: "admin",
  password: inject("e2eAdminPassword"),
  email: `admin-${run}@studio.example`,
};
const FOUNDER = { name: `Fern Founder ${run}`, email: `founder-${run}@example.com` };
/** Nothing in it says "Invite": other files click the button named so on the Staff screen. */
const NEWCOMER = {
  username: `mail-new-${run}`,
  name: `Nell Newcomer ${run}`,
  email: `newcomer-${run}@studio.example`,
};
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the Outbox and the settings. */
const SHOTS = process.env.E2E_SCREENSHOTS;
/** The worker sends within seconds; the Outbox is reloaded until it shows that. */
const SEND_WITHIN_MS = 15_000;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function signedInAdmin(options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  return opened;
}

/** A page's console errors, less the 401 of the session check on the login page. */
const realProblems = (problems: string[]) => problems.filter((p) => !p.includes("401"));

/** The Outbox's message list. */
const messages = (page: Page) => page.getByRole("region", { name: "Messages" });

/** The Outbox entry with `subject` to `recipient`. */
const outboxEntry = (page: Page, subject: string, recipient: string) =>
  messages(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(subject, { exact: true }) })
    .filter({ hasText: `To ${recipient}` });

/** Whether an entry carries the "Sent" badge (not merely the "Sent … ago" time). */
const isSent = async (entry: Locator) =>
  (await entry.count()) === 1 && (await entry.getByText("Sent", { exact: true }).count()) === 1;

/** Reloads the Outbox until every entry is listed as sent (the worker runs in the background). */
async function waitUntilSent(page: Page, entries: Locator[]) {
  const deadline = Date.now() + SEND_WITHIN_MS;
  for (;;) {
    await messages(page).getByRole("list").or(messages(page).getByText("No e-mail yet.")).waitFor();
    const sent = await Promise.all(entries.map(isSent));
    if (sent.every(Boolean)) return;
    if (Date.now() > deadline) {
      const listed = await messages(page).innerText();
      throw new Error(`Not every mail was listed as sent within ${SEND_WITHIN_MS} ms:\n${listed}`);
    }
    await page.waitForTimeout(750);
    await page.reload({ waitUntil: "networkidle" });
  }
}

describe("mail", () => {
  it("keeps the admin's e-mail address and notification choice", async () => {
    const { page, problems, close } = await signedInAdmin();
    await page.goto(url("/admin/settings/profile"), { waitUntil: "networkidle" });
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Profile & Notifications" });
    await card.waitFor();
    await card.getByRole("textbox", { name: /^E-mail/ }).fill(ADMIN.email);
    const atOnce = card.getByRole("radio", { name: /^At once/ });
    expect(await atOnce.isChecked()).toBe(true);
    await card.getByRole("button", { name: "Save preferences" }).click();
    expect(await toastText(page)).toContain("Preferences saved");

    await page.reload({ waitUntil: "networkidle" });
    await waitForHydration(page);
    await expect
      .poll(() => card.getByRole("textbox", { name: /^E-mail/ }).inputValue())
      .toBe(ADMIN.email);
    expect(await card.getByRole("radio", { name: /^At once/ }).isChecked()).toBe(true);
    expect(await card.getByRole("group", { name: "E-mail me about new submissions" }).count()).toBe(
      1,
    );
    // Mail is set up for this run (SMTP_URL points at the sink): no warning.
    expect(await page.getByText(/sends no e-mail/).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Save preferences" }).isDisabled()).toBe(true);
    await expectAccessible(page, "settings, notifications");
    await shot(page, "settings-notifications-1280");
    expect(realProblems(problems)).toEqual([]);
    await close();
  });

  it("sends a new startup idea to the admin and thanks the founder; the Outbox shows both sent", {
    timeout: 60_000,
  }, async () => {
    const founder = await openPage("/");
    await waitForHydration(founder.page);
    const form = founder.page.getByRole("form", { name: "Startup idea" });
    await form.getByLabel("Full name").fill(FOUNDER.name);
    await form.getByLabel("Email").fill(FOUNDER.email);
    await form.getByLabel("Agricultural sector").selectOption("Seeds/Inputs");
    await form.getByLabel("Stage").selectOption("Prototype/MVP");
    await form.getByLabel("Your idea").fill("Soil sensors that text the grower when to irrigate.");
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    expect(await toastText(founder.page)).toContain("Submission Successful");
    expect(founder.problems).toEqual([]);
    await founder.close();

    const { page, problems, close } = await signedInAdmin();
    await page.goto(url("/admin/outbox"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    const notification = outboxEntry(page, `New startup idea from ${FOUNDER.name}`, ADMIN.email);
    const thanks = outboxEntry(page, "We received your startup idea", FOUNDER.email);
    await waitUntilSent(page, [notification, thanks]);
    expect(await notification.innerText()).toContain("New submission");
    expect(await thanks.innerText()).toContain("Acknowledgement");
    // Sent mail offers nothing to do.
    expect(await notification.getByRole("button").count()).toBe(0);
    await expectAccessible(page, "outbox, all");
    await shot(page, "outbox-1280");

    const tabs = page.getByRole("navigation", { name: "Outbox status" });
    expect(await tabs.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
    await tabs.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
    await page.waitForURL(/\/admin\/outbox\?status=sent$/);
    await expect
      .poll(() => tabs.getByRole("link", { name: /^Sent/ }).getAttribute("aria-current"))
      .toBe("page");
    await notification.waitFor();
    await thanks.waitFor();
    expect(await isSent(notification)).toBe(true);
    expect(await isSent(thanks)).toBe(true);

    await tabs.getByRole("link", { name: /^Failed/ }).click();
    await page.waitForURL(/\/admin\/outbox\?status=failed$/);
    await messages(page).getByText("No failed messages.").waitFor();
    expect(await tabs.getByRole("link", { name: /^Failed/ }).innerText()).toBe("Failed (0)");
    await expectAccessible(page, "outbox, failed tab empty");
    expect(realProblems(problems)).toEqual([]);
    await close();
  });

  it("e-mails an invited staff member the link and lists it in the Outbox", {
    timeout: 60_000,
  }, async () => {
    const { page, problems, close } = await signedInAdmin();
    await page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Invite" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(NEWCOMER.username);
    await dialog.getByLabel(/^Name/).fill(NEWCOMER.name);
    await dialog.getByLabel("E-mail").fill(NEWCOMER.email);
    await dialog.getByRole("button", { name: "Invite" }).click();
    await dialog.getByLabel(/Sign-in link for/).waitFor();
    await dialog
      .getByText(`We e-mailed it to ${NEWCOMER.email}; you can also send it yourself.`)
      .waitFor();
    await expectAccessible(page, "invite link, e-mailed");
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.goto(url("/admin/outbox"), { waitUntil: "networkidle" });
    const invite = outboxEntry(page, "Your Rootstock Ventures staff account", NEWCOMER.email);
    await waitUntilSent(page, [invite]);
    expect(await invite.innerText()).toContain("Sign-in link");
    expect(realProblems(problems)).toEqual([]);
    await close();
  });

  it("keeps the Outbox from a reviewer", async () => {
    const reviewer = await createStaffAccount("reviewer", `mail-rev-${run}`);
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, reviewer.username, reviewer.password);
    const nav = page.getByRole("navigation", { name: "Admin" }).first();
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await nav.getByRole("link").allInnerTexts()).not.toContain("Outbox");
    expect(await page.getByRole("link", { name: "Outbox" }).count()).toBe(0);

    await page.goto(url("/admin/outbox"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();
    expect(await page.getByRole("heading", { name: "Outbox", level: 1 }).count()).toBe(0);
    await close();
  });

  it("fits the Outbox on a phone", async () => {
    const { page, problems, close } = await signedInAdmin({
      viewport: { width: 375, height: 740 },
    });
    await page.goto(url("/admin/outbox"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    await outboxEntry(page, "We received your startup idea", FOUNDER.email).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(page, "outbox, phone");
    await shot(page, "outbox-375");
    expect(realProblems(problems)).toEqual([]);
    await close();
  });
});
