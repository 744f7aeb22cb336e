import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * The Staff screen's actions, clicked as an admin would: Invite and Copy link, Change role,
 * Deactivate / Reactivate, New sign-in link, and the last active admin's protection. What
 * each change means for the person is then checked from their own browser.
 */

const openBrowserPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const INVITE_PATH = /^\/admin\/invite\/[^/]+$/;
const LINK_GONE = "This link is unknown, already used or expired — ask an admin for a new one.";
/** Several browsers and sign-ins (scrypt) per test: more than the project's 30 s default. */
const TEST_TIMEOUT = 90_000;

/** The account the first test invites and the second gives another role. */
const INVITED = {
  username: `inv-${run}`,
  name: `Imogen ${run}`,
  email: `inv-${run}@example.com`,
  password: `imogen-pass-${run}`,
};
let invitedLink: string | undefined;

/** A fresh browser whose waits fail after 15 s with Playwright's message, not a test timeout. */
async function openPage(path: string) {
  const opened = await openBrowserPage(path);
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

async function openStaffAsAdmin() {
  const admin = await openPage("/admin/login");
  await signInThroughForm(admin.page, ADMIN.username, ADMIN.password);
  await admin.page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
  await admin.page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
  return admin;
}

/** The Staff table's row of the account called `name` (display name, else username). */
function staffRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });
}

/** The role the row shows (the table's third column). */
async function roleShown(page: Page, name: string) {
  return (await staffRow(page, name).getByRole("cell").nth(2).innerText()).trim();
}

/** Reloads the Staff screen and answers the row's text once the list is back. */
async function rowAfterReload(page: Page, name: string) {
  await page.reload({ waitUntil: "networkidle" });
  const row = staffRow(page, name);
  await row.waitFor();
  return row.innerText();
}

/** Opens the row's action menu ("Actions for …"). */
async function openActions(page: Page, name: string) {
  await staffRow(page, name)
    .getByRole("button", { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole("menu").first().waitFor();
}

/** The element's box once it has stopped moving (two reads 100 ms apart agree). */
async function settledBox(page: Page, target: Locator) {
  await target.waitFor();
  let previous = await target.boundingBox();
  for (let tries = 0; tries < 50; tries += 1) {
    await page.waitForTimeout(100);
    const box = await target.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y) return box;
    previous = box;
  }
  throw new Error("the element kept moving");
}

/** Change role → `label`, through the row's action menu and its sub-menu. */
async function changeRole(page: Page, name: string, label: string) {
  await openActions(page, name);
  await page.getByRole("menuitem", { name: "Change role" }).click();
  const item = page.getByRole("menuitemradio", { name: label, exact: true });
  // The sub-menu opens beside the menu once it is measured. A hand glides over to it; a
  // pointer that jumps there in one step (Playwright's plain click) falls outside Radix's
  // grace area and the sub-menu closes. So move in steps, as a mouse does.
  const box = await settledBox(page, item);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await item.click();
}

/** Waits for a notification with this title (and description) in the toast area. */
async function toastSays(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title })
    .first();
  await toast.waitFor();
  if (description !== undefined) expect(await toast.innerText()).toContain(description);
}

/** Reads the link out of the "Sign-in link for …" field of the dialog called `dialogName`. */
async function linkShownIn(page: Page, dialogName: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  const field = dialog.getByLabel(/Sign-in link for/);
  await field.waitFor();
  return { dialog, link: await field.inputValue() };
}

/** The login form refuses these credentials and the browser stays on the login page. */
async function expectSignInRefused(username: string, password: string) {
  const { page, close } = await openPage("/admin/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await toastSays(page, "Login failed", "Invalid username or password");
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  await close();
}

/** A fresh browser signs in through the form and reaches the dashboard. */
async function expectSignInWorks(username: string, password: string) {
  const { page, close } = await openPage("/admin/login");
  await signInThroughForm(page, username, password);
  expect(new URL(page.url()).pathname).toBe("/admin");
  await close();
}

/** Opens a sign-in link in a fresh browser, sets `password` and waits for the dashboard. */
async function setPasswordThroughLink(link: string, password: string) {
  const { page, close } = await openPage(new URL(link).pathname);
  const form = page.getByRole("form", { name: "Set your password" });
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByRole("button", { name: /Set password/ }).click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin");
  await close();
}

/**
 * The invite page refuses a dead link: "Link not valid", the reason and no form, either at
 * once or, where it still shows the form, once a password is submitted.
 */
async function expectLinkDead(link: string) {
  const { page, close } = await openPage(new URL(link).pathname);
  const notValid = page.getByRole("heading", { name: "Link not valid", level: 1 });
  const form = page.getByRole("form", { name: "Set your password" });
  await notValid.or(form).waitFor();
  if (await form.isVisible()) {
    await form.getByLabel(/^Password/).fill(`never accepted ${run}`);
    await form.getByLabel("Confirm password").fill(`never accepted ${run}`);
    await form.getByRole("button", { name: /Set password/ }).click();
  }
  await notValid.waitFor();
  await page.getByText(LINK_GONE).waitFor();
  expect(await page.getByRole("form").count()).toBe(0);
  await close();
}

describe("staff actions", { timeout: TEST_TIMEOUT }, () => {
  it("invites an account and copies its one-time link to the clipboard", async () => {
    const admin = await openStaffAsAdmin();
    await admin.page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });

    await admin.page.getByRole("button", { name: "Invite" }).click();
    const form = admin.page.getByRole("dialog", { name: "Invite someone" });
    await form.getByLabel("Username").fill(INVITED.username);
    await form.getByLabel(/^Name/).fill(INVITED.name);
    await form.getByLabel("E-mail").fill(INVITED.email);
    await form.getByLabel("Role").selectOption({ label: "Reviewer" });
    await form.getByRole("button", { name: "Invite" }).click();

    const { dialog, link } = await linkShownIn(admin.page, "Invitation ready");
    expect(await dialog.innerText()).toContain(`${INVITED.name} is on the staff list as Reviewer.`);
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
    expect(new URL(link).pathname).toMatch(INVITE_PATH);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await toastSays(admin.page, "Link copied");
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    invitedLink = link;

    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    const row = await rowAfterReload(admin.page, INVITED.name);
    expect(row).toContain(`@${INVITED.username}`);
    expect(row).toContain(INVITED.email);
    expect(row).toContain("Invited");
    expect(await roleShown(admin.page, INVITED.name)).toBe("Reviewer");
    // The login screen's session check answers 401 before signing in; nothing else may fail.
    expect(admin.problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await admin.close();
  });

  it("makes the invited reviewer an editor, who then sees only an editor's screens", async () => {
    if (!invitedLink) throw new Error("needs the account and link the previous test invited");
    const admin = await openStaffAsAdmin();
    await changeRole(admin.page, INVITED.name, "Editor");
    await toastSays(admin.page, "Role changed", `${INVITED.name} is now Editor.`);
    await rowAfterReload(admin.page, INVITED.name);
    expect(await roleShown(admin.page, INVITED.name)).toBe("Editor");

    // The person accepts the invite in their own browser, and later signs in with it.
    await setPasswordThroughLink(invitedLink, INVITED.password);
    const editor = await openPage("/admin/login");
    await signInThroughForm(editor.page, INVITED.username, INVITED.password);
    const nav = editor.page.getByRole("navigation", { name: "Admin" }).first();
    await nav.waitFor();
    const links = await nav.getByRole("link").allInnerTexts();
    expect(links).toEqual([
      "Dashboard",
      "Strategic Perspectives",
      "Media library",
      "API",
      "Settings",
    ]);
    expect(links).not.toContain("Startup Ideas");

    await editor.page.goto(url("/admin/startup-ideas"), { waitUntil: "networkidle" });
    await editor.page
      .getByRole("heading", { name: "Not available for your role", level: 1 })
      .waitFor();
    expect(
      await editor.page.getByText("Your role, Editor, does not include this screen.").count(),
    ).toBe(1);
    await editor.close();

    expect(await rowAfterReload(admin.page, INVITED.name)).toContain("Active");
    await admin.close();
  });

  it("deactivates an account, which can then not sign in, and reactivates it, which can", async () => {
    const person = await createStaffAccount("reviewer", `react-${run}`);
    await expectSignInWorks(person.username, person.password);

    const admin = await openStaffAsAdmin();
    await openActions(admin.page, person.username);
    await admin.page.getByRole("menuitem", { name: "Deactivate" }).click();
    const confirm = admin.page.getByRole("alertdialog", { name: `Deactivate ${person.username}?` });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await confirm.waitFor({ state: "hidden" });
    await toastSays(admin.page, `${person.username} deactivated`);
    expect(await rowAfterReload(admin.page, person.username)).toContain("Deactivated");

    await expectSignInRefused(person.username, person.password);

    // A deactivated account's menu offers Reactivate in place of Deactivate.
    await openActions(admin.page, person.username);
    expect(await admin.page.getByRole("menuitem", { name: "Deactivate" }).count()).toBe(0);
    await admin.page.getByRole("menuitem", { name: "Reactivate" }).click();
    await toastSays(admin.page, `${person.username} reactivated`);
    const row = await rowAfterReload(admin.page, person.username);
    expect(row).toContain("Active");
    expect(row).not.toContain("Deactivated");

    await expectSignInWorks(person.username, person.password);
    await admin.close();
  });

  it("makes a new sign-in link: the one before and the old password stop working", async () => {
    const person = await createStaffAccount("reviewer", `reset-${run}`);
    const newPassword = `a new password ${run}`;
    const signedIn = await openPage("/admin/login");
    await signInThroughForm(signedIn.page, person.username, person.password);

    const admin = await openStaffAsAdmin();
    const newLink = async () => {
      await openActions(admin.page, person.username);
      await admin.page.getByRole("menuitem", { name: "New sign-in link" }).click();
      const { dialog, link } = await linkShownIn(admin.page, "New sign-in link");
      expect(await dialog.innerText()).toContain(
        "Their old link and their sessions no longer work.",
      );
      expect(new URL(link).pathname).toMatch(INVITE_PATH);
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "hidden" });
      return link;
    };
    // The first new link gets lost; the admin makes another.
    const first = await newLink();
    const second = await newLink();
    expect(second).not.toBe(first);

    // The person's open session ended with the new link.
    await signedIn.page.goto(url("/admin/startup-ideas"), { waitUntil: "networkidle" });
    await signedIn.page.waitForURL(/\/admin\/login$/);
    await signedIn.close();

    await expectLinkDead(first);
    await setPasswordThroughLink(second, newPassword);
    await expectSignInRefused(person.username, person.password);
    await expectSignInWorks(person.username, newPassword);
    // A link works once.
    await expectLinkDead(second);
    await admin.close();
  });

  it("refuses to deactivate or demote the last active admin, saying why", async () => {
    // Other test files may have made admins of their own (accessibility does): deactivate
    // them, so `admin` is the last active one.
    const session = await apiSession();
    const listed = await adminApi(session, "GET", "/api/admin/staff");
    const staff = (await listed.json()) as {
      id: number;
      username: string;
      role: string;
      active: boolean;
    }[];
    for (const other of staff) {
      if (other.role === "admin" && other.active && other.username !== ADMIN.username) {
        const response = await adminApi(session, "PATCH", `/api/admin/staff/${other.id}`, {
          active: false,
        });
        expect(response.status).toBe(200);
      }
    }

    const admin = await openStaffAsAdmin();
    const reason = "The last active admin cannot be deactivated or given another role";

    // The menu offers Deactivate; the server refuses and the toast says why.
    await openActions(admin.page, ADMIN.username);
    await admin.page.getByRole("menuitem", { name: "Deactivate" }).click();
    const confirm = admin.page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await confirm.waitFor({ state: "hidden" });
    await toastSays(admin.page, "Could not deactivate", reason);

    // Change role → Editor is refused the same way.
    await changeRole(admin.page, ADMIN.username, "Editor");
    await toastSays(admin.page, "Could not change the role", reason);

    const row = await rowAfterReload(admin.page, ADMIN.username);
    expect(row).toContain("Active");
    expect(row).not.toContain("Deactivated");
    expect(await roleShown(admin.page, ADMIN.username)).toBe("Admin");
    // Still signed in and still an admin: the Staff screen opens.
    await admin.page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
    await admin.page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await admin.close();
  });
});
