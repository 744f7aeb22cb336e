import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * Message templates in Settings (contract §13): an admin keeps them (the placeholders listed,
 * an unknown one refused on its field); a reviewer, who writes with them, does not see the
 * manager.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const NAME = `Follow-up ${run}`;
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the templates at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function settingsAs(username: string, password: string) {
  const opened = await openPage("/admin/login");
  await signInThroughForm(opened.page, username, password);
  opened.problems.length = 0;
  await opened.page.goto(new URL("/admin/settings/templates", baseUrl()).href, {
    waitUntil: "networkidle",
  });
  return opened;
}

describe("message templates in Settings", () => {
  it("are created, edited and deleted by an admin, an unknown placeholder refused on its field", async () => {
    const { page, problems, close } = await settingsAs(ADMIN.username, ADMIN.password);
    const card = page.getByRole("region", { name: "Message templates" });
    const placeholders = await card.getByRole("definition").allInnerTexts();
    expect(placeholders).toHaveLength(4);
    expect(await card.getByRole("term").allInnerTexts()).toEqual([
      "{{name}}",
      "{{firstName}}",
      "{{statusUrl}}",
      "{{staffName}}",
    ]);
    await expectAccessible(page, "the templates card");

    await card.getByRole("button", { name: "New template" }).click();
    const dialog = page.getByRole("dialog", { name: "New template" });
    await dialog.getByLabel("Name").fill(NAME);
    await dialog.getByLabel("Subject").fill("Next steps, {{firstName}}");
    await dialog
      .getByLabel("Message")
      .fill("Hi {{firstName}},\nsee {{statusLink}}.\n{{staffName}}");
    await dialog.getByRole("button", { name: "Create template" }).click();
    const error = dialog.getByText("Unknown placeholder {{statusLink}}");
    await error.waitFor();
    expect(await dialog.getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "a template with an unknown placeholder");
    await shot(page, "template-unknown-placeholder-1280");

    await dialog.getByLabel("Message").fill("Hi {{firstName}},\nsee {{statusUrl}}.\n{{staffName}}");
    await dialog.getByRole("button", { name: "Create template" }).click();
    expect(await toastText(page)).toContain("Template created");
    const item = card.getByRole("listitem").filter({ hasText: NAME });
    await item.getByText("Subject: Next steps, {{firstName}}").waitFor();
    await shot(page, "templates-1280");
    await page.setViewportSize({ width: 375, height: 740 });
    await shot(page, "templates-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    await item.getByRole("button", { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit template ${NAME}` });
    expect(await edit.getByLabel("Subject").inputValue()).toBe("Next steps, {{firstName}}");
    await edit.getByLabel("Subject").fill("Where things stand, {{firstName}}");
    await edit.getByRole("button", { name: "Save template" }).click();
    await item.getByText("Subject: Where things stand, {{firstName}}").waitFor();

    await item.getByRole("button", { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete template" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await item.count()).toBe(1);
    await item.getByRole("button", { name: `Delete ${NAME}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await item.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await close();
  });

  it("are not managed by a reviewer", async () => {
    const reviewer = await createStaffAccount("reviewer", `tpl-reviewer-${run}`);
    const { page, close } = await settingsAs(reviewer.username, reviewer.password);
    // The templates' page is the studio's: its address explains itself to a reviewer.
    await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();
    expect(await page.getByRole("region", { name: "Message templates" }).count()).toBe(0);
    await close();
  });
});
