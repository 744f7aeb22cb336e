import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";

const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const REVIEWER = { username: `rev-${run}`, name: `Rowan ${run}`, password: `rowan-pass-${run}` };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the Staff screen and the invite page. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe("staff", () => {
  it("invites a reviewer, who sets a password and is signed in; deactivating signs them out", async () => {
    const admin = await openPage("/admin/login");
    await signInThroughForm(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
    await admin.page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await expectAccessible(admin.page, "staff list");
    await shot(admin.page, "staff-1280");

    await admin.page.getByRole("button", { name: "Invite" }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(REVIEWER.username);
    await dialog.getByLabel(/^Name/).fill(REVIEWER.name);
    await dialog.getByLabel("E-mail").fill(`${REVIEWER.username}@example.com`);
    expect(await dialog.getByLabel("Role").inputValue()).toBe("reviewer");
    await expectAccessible(admin.page, "invite dialog");
    await dialog.getByRole("button", { name: "Invite" }).click();
    const link = dialog.getByLabel(/Sign-in link for/);
    await link.waitFor();
    const inviteUrl = await link.inputValue();
    expect(inviteUrl).toMatch(/\/admin\/invite\/[^/]+$/);
    await expectAccessible(admin.page, "invite link");
    await shot(admin.page, "staff-invite-link");
    await dialog.getByRole("button", { name: "Done" }).click();
    const row = admin.page.getByRole("row", { name: new RegExp(REVIEWER.name) });
    await expect.poll(() => row.innerText()).toContain("Invited");

    const reviewer = await openPage(new URL(inviteUrl).pathname);
    await reviewer.page.getByRole("heading", { name: `Welcome, ${REVIEWER.name}` }).waitFor();
    expect(await reviewer.page.getByRole("main").innerText()).toContain(
      `You will sign in as ${REVIEWER.username}.`,
    );
    await expectAccessible(reviewer.page, "invite page");
    await shot(reviewer.page, "invite-1280");
    await reviewer.page.getByLabel(/^Password/).fill(REVIEWER.password);
    await reviewer.page.getByLabel("Confirm password").fill(REVIEWER.password);
    await reviewer.page.getByRole("button", { name: /Set password/ }).click();
    await reviewer.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(reviewer.page.url()).pathname).toBe("/admin");

    await admin.page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => row.innerText()).toContain("Active");
    await row.getByRole("button", { name: `Actions for ${REVIEWER.name}` }).click();
    await admin.page.getByRole("menuitem", { name: "Deactivate" }).click();
    const confirm = admin.page.getByRole("alertdialog");
    expect(await confirm.innerText()).toContain("signed out at once");
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => row.innerText()).toContain("Deactivated");

    await reviewer.page.goto(url("/admin/startup-ideas"), { waitUntil: "networkidle" });
    await reviewer.page.waitForURL(/\/admin\/login$/);
    expect(reviewer.problems.filter((p) => !p.includes("401"))).toEqual([]);
    await reviewer.close();
    await admin.close();
  });

  it("shows the Staff screen as cards on a phone", async () => {
    const admin = await openPage("/admin/login", { viewport: { width: 375, height: 740 } });
    await signInThroughForm(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
    await admin.page.getByRole("list", { name: "Staff accounts" }).waitFor();
    await expectAccessible(admin.page, "staff list, phone");
    await shot(admin.page, "staff-375");
    await admin.close();
  });

  it("says at once that an unknown link is not valid, with no form", async () => {
    const { page, close } = await openPage(`/admin/invite/not-a-token-${run}`);
    await page.getByRole("heading", { name: "Link not valid", level: 1 }).waitFor();
    await page.getByText(/unknown, already used or expired — ask an admin/).waitFor();
    expect(await page.getByRole("form").count()).toBe(0);
    await expectAccessible(page, "invalid link");
    await page.setViewportSize({ width: 375, height: 740 });
    await shot(page, "invite-invalid-375");
    await close();
  });
});
