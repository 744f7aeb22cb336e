import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/** What each role sees of the back office (contract §9): its navigation, and the rest refused kindly. */

const openPage = connectBrowser();
const run = Date.now().toString(36);

async function signedInAs(role: "reviewer" | "editor") {
  const account = await createStaffAccount(role, `${role}-${run}`);
  const opened = await openPage("/admin/login");
  await signInThroughForm(opened.page, account.username, account.password);
  return opened;
}

async function navigationLinks(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin" }).first();
  await nav.waitFor();
  // A link's name comes first; an inbox's unread count (contract §13) may follow it.
  const texts = await nav.getByRole("link").allInnerTexts();
  return texts.map((text) => text.split("\n")[0]?.trim());
}

describe("the back office by role", () => {
  it("shows an editor only the dashboard, Strategic Perspectives, the media library, the API reference and Settings", async () => {
    const { page, close } = await signedInAs("editor");
    expect(await navigationLinks(page)).toEqual([
      "Dashboard",
      "Strategic Perspectives",
      "Media library",
      "API",
      "Settings",
    ]);

    await page.goto(new URL("/admin/startup-ideas", baseUrl()).href);
    await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();
    expect(await page.getByText("Your role, Editor, does not include this screen.").count()).toBe(
      1,
    );

    await page.goto(new URL("/admin/settings", baseUrl()).href);
    await page.getByText("Editor", { exact: true }).waitFor();
    await close();
  });

  it("shows a reviewer the inboxes but not Strategic Perspectives or Staff", async () => {
    const { page, close } = await signedInAs("reviewer");
    expect(await navigationLinks(page)).toEqual([
      "Dashboard",
      "Startup Ideas",
      "Investment Interests",
      "API",
      "Settings",
    ]);
    for (const path of [
      "/admin/perspectives",
      "/admin/perspectives/new",
      "/admin/media",
      "/admin/staff",
    ]) {
      await page.goto(new URL(path, baseUrl()).href);
      await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();
    }
    await page.goto(new URL("/admin/startup-ideas", baseUrl()).href);
    await page.getByRole("heading", { name: "Startup Ideas", level: 1 }).waitFor();
    await close();
  });
});
