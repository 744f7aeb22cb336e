import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE } from "./support/accessibility";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * The API reference (contract §19): /admin/api shows GET /api/openapi.json readably, for
 * every staff role, with a filter; axe-clean at 1280 and 375 px, nothing off a phone's side.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const url = (path: string) => new URL(path, baseUrl()).href;

async function signedIn(account: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, account.username, account.password);
  // The login page's own check of the session is a 401 by design.
  opened.problems.length = 0;
  return opened;
}

const tagCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Filters for the tags' list and opens it: its parameters' and answers' tables show. */
async function findTheTagList(page: Page) {
  await page.getByRole("heading", { name: "API", level: 1 }).waitFor();
  await page.getByLabel("Find an operation").fill("get /api/admin/tags");
  await page.getByText("1 operation", { exact: true }).waitFor();
  const card = tagCard(page, "Tags");
  await card.getByText("The team's tags, by name").click();
  const answer = card.getByRole("table", { name: "GET /api/admin/tags: answer 200" });
  await answer.waitFor();
  expect(await answer.getByRole("row").allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\[\]\.colour\s+required/)]),
  );
  await card.getByText("Staff: admin, reviewer").waitFor();
  await card.getByText("Sign-in: Session or API token (read)").waitFor();
}

describe("the API reference", () => {
  it("lists every tag's operations and finds one by the filter at 1280 px", async () => {
    const { page, problems, close } = await signedIn(ADMIN);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "API" })
      .click();
    await page.waitForURL((address) => address.pathname === "/admin/api");
    await tagCard(page, "Health").waitFor();
    await expectAccessible(page, "API reference");

    await findTheTagList(page);
    expect(await tagCard(page, "Health").count()).toBe(0);
    await expectAccessible(page, "API reference, an operation open");

    // A route no API token reaches says so (contract §19).
    await page.getByLabel("Find an operation").fill("delete /api/admin/me/tokens");
    await page.getByText("1 operation", { exact: true }).waitFor();
    const tokens = tagCard(page, "API tokens");
    await tokens.getByText("Revoke one of your API tokens").click();
    await tokens.getByText("Sign-in: Signed-in session only").waitFor();
    await tokens
      .getByText("Refused to an API token (this operation takes a signed-in session only)", {
        exact: false,
      })
      .waitFor();

    await page.getByLabel("Find an operation").fill("no such operation anywhere");
    await page.getByText("No operation matches.").waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("works on a phone, for a reviewer too", async () => {
    const account = await createStaffAccount("reviewer", `api-reviewer-${run}`);
    const { page, problems, close } = await signedIn(account, PHONE);
    await page.goto(url("/admin/api"), { waitUntil: "networkidle" });
    await findTheTagList(page);
    // Nothing runs off the side of a phone, the field tables included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(page, "API reference, phone");
    expect(problems).toEqual([]);
    await close();
  });
});
