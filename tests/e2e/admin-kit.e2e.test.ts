import type { Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";

/**
 * The admin UI kit's behaviours that no screen's own test covers: the password field's
 * Show password toggle, and the one status change telling the server's reason for a refusal.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const NAME = `Hazel ${run}`;
let ideaId = 0;

beforeAll(async () => {
  ideaId = (
    await submit("/api/ideas", {
      name: NAME,
      email: `hazel-${run}@example.com`,
      idea: "Cover crops planted by drone between the rows of a standing crop.",
      sector: "Biotech",
      stage: "Concept/Idea stage",
    })
  ).id;
});

describe("the password field", () => {
  it("shows and hides what was typed, saying so with aria-pressed, and keeps the focus order", async () => {
    const { page, close } = await openPage("/admin/login");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Sign in" });
    const password = form.getByLabel("Password");
    const toggle = form.getByRole("button", { name: "Show password" });
    await password.fill("typed-secret");
    expect(await password.getAttribute("type")).toBe("password");
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");

    await toggle.click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await password.inputValue()).toBe("typed-secret");

    // From the field, Tab reaches the toggle; Space hides the password again.
    await password.focus();
    await page.keyboard.press("Tab");
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await password.getAttribute("type")).toBe("password");
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await close();
  });
});

describe("a status change the server refuses", () => {
  it("leaves the record as it was and shows the server's reason in the toast", async () => {
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    await page.goto(new URL(`/admin/startup-ideas/${ideaId}`, baseUrl()).href);
    await page.getByRole("heading", { name: NAME, level: 1 }).waitFor();

    await page.route(`**/api/admin/startup-ideas/${ideaId}/status`, (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ message: "Another reviewer changed this submission meanwhile" }),
      }),
    );
    await page.getByLabel("Status", { exact: true }).selectOption("archived");
    await page.getByRole("button", { name: "Save Changes" }).click();
    const text = await toastText(page);
    expect(text).toContain("Update failed");
    expect(text).toContain(
      `${NAME} stays in New: Another reviewer changed this submission meanwhile`,
    );

    // The server's own answer still stands: the badge says New.
    await page.unroute(`**/api/admin/startup-ideas/${ideaId}/status`);
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { name: NAME, level: 1 }).waitFor();
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("new");
    await close();
  });
});

describe("a screen used before its scripts arrived", () => {
  it("holds a status change sent from the server's drawing and sends it once the page is live", async () => {
    const { page, problems, close } = await openPage("/admin/login");
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    problems.length = 0; // the login page's who-is-signed-in 401
    // The client's entry held, as on a slow network: the page stays what the server drew.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/entry\.client-[^/]+\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    await page.goto(new URL(`/admin/startup-ideas/${ideaId}`, baseUrl()).href, {
      waitUntil: "commit",
    });
    await page.getByRole("heading", { name: NAME, level: 1 }).waitFor();
    // The page painted before it asked for its scripts.
    await expect.poll(() => held.length).toBe(1);
    expect(
      await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
    ).toBe(1);

    await page.getByLabel("Status", { exact: true }).selectOption("reviewing");
    await page.getByRole("button", { name: "Save Changes" }).click();
    // Not sent by the browser, which would put the fields in the address.
    expect(new URL(page.url()).search).toBe("");
    released = true;
    for (const route of held.splice(0)) await route.continue();

    expect(await toastText(page)).toContain("Status updated");
    const stored = await adminApi(await apiSession(), "GET", `/api/admin/startup-ideas/${ideaId}`);
    expect(((await stored.json()) as { status: string }).status).toBe("reviewing");
    expect(new URL(page.url()).search).toBe("");
    expect(problems).toEqual([]);
    await close();
  });
});
