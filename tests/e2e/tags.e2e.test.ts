import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PHONE } from "./support/accessibility";
import { reachRecordPanels, signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { newCard } from "./support/board";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * Tags (contract §14): an admin keeps them in Settings, staff put them on a record from its
 * board card or its detail page, and the list filters by one. axe on the new panels filled,
 * empty and failing, at 1280 and 375 px.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const IDEA = `Kelp Meadow ${run}`;
const OTHER = `Quinoa Ridge ${run}`;
const ids: Record<string, number> = {};
let cookie = "";

beforeAll(async () => {
  cookie = await apiSession();
  // Only this file makes tags: start from none, so Settings shows its empty state.
  const existing = (await (await adminApi(cookie, "GET", "/api/admin/tags")).json()) as {
    id: number;
  }[];
  for (const tag of existing) await adminApi(cookie, "DELETE", `/api/admin/tags/${tag.id}`);
  for (const name of [OTHER, IDEA]) {
    ids[name] = (
      await submit("/api/ideas", {
        name,
        email: `${name.split(" ")[0]?.toLowerCase()}-${run}@example.com`,
        idea: `A tags test idea from ${name}.`,
        sector: "Biotech",
        stage: "Concept/Idea stage",
      })
    ).id;
  }
});

async function signedIn(path: string, options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

const TAGS_API = "/api/admin/tags";
const tagsCard = (page: Page) => page.getByRole("region", { name: "Tags" });

async function createTag(page: Page, name: string, colour: string) {
  await tagsCard(page).getByRole("button", { name: "New tag" }).click();
  const dialog = page.getByRole("dialog", { name: "New tag" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: colour }).check();
  await dialog.getByRole("button", { name: "Create tag" }).click();
  return dialog;
}

describe("tags", () => {
  it("are created, renamed and deleted in Settings, empty, filled and with errors", async () => {
    const { page, close } = await signedIn("/admin/settings/tags");
    await tagsCard(page).getByText("No tags yet").waitFor();
    await expectAccessible(page, "Settings, no tags");

    await (await createTag(page, "Drought", "Amber")).waitFor({ state: "detached" });
    await (await createTag(page, "Organic", "Green")).waitFor({ state: "detached" });
    const list = tagsCard(page).getByRole("list", { name: "Tags" });
    await list.getByText("Organic").waitFor();
    expect(await list.getByRole("listitem").allInnerTexts()).toHaveLength(2);

    // A name another tag has, in any case: said on the field, the dialog stays open.
    const clash = await createTag(page, "drought", "Red");
    await clash.getByText("A tag with this name already exists").waitFor();
    await expectAccessible(page, "new tag dialog, name taken");
    await clash.getByRole("button", { name: "Cancel" }).click();

    await tagsCard(page).getByRole("button", { name: "Edit Organic" }).click();
    const edit = page.getByRole("dialog", { name: "Edit tag Organic" });
    await edit.getByLabel("Name").fill("Organic certified");
    await edit.getByRole("button", { name: "Save tag" }).click();
    await list.getByText("Organic certified").waitFor();
    await expectAccessible(page, "Settings, two tags");

    await tagsCard(page).getByRole("button", { name: "Delete Organic certified" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await list.getByText("Organic certified").waitFor({ state: "detached" });

    // The list failing to load: the card says so, and stays accessible.
    await page.route(`**${TAGS_API}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await page.reload({ waitUntil: "networkidle" });
    await tagsCard(page).getByText("Error loading the tags").waitFor();
    await expectAccessible(page, "Settings, tags failing");
    await close();
  });

  it("are put on an idea from its board card, shown as chips, and filter the list", async () => {
    const { page, close } = await signedIn("/admin/startup-ideas/board");
    const card = await newCard(page, IDEA);
    await card.getByRole("button", { name: `Tags of ${IDEA}` }).click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitemcheckbox", { name: "Drought" }).click();
    await card.getByRole("list", { name: "Tags" }).getByText("Drought").waitFor();
    expect(
      await menu.getByRole("menuitemcheckbox", { name: "Drought" }).getAttribute("aria-checked"),
    ).toBe("true");
    await expectAccessible(page, "board, tags menu open");
    await page.keyboard.press("Escape");

    const stored = await adminApi(cookie, "GET", `/api/admin/startup-ideas/${ids[IDEA]}`);
    expect(((await stored.json()) as { tags: { name: string }[] }).tags).toEqual([
      expect.objectContaining({ name: "Drought", colour: "amber" }),
    ]);

    await page.goto(new URL("/admin/startup-ideas", baseUrl()).href, { waitUntil: "networkidle" });
    await page.getByLabel("Tag", { exact: true }).selectOption({ label: "Drought" });
    await page.waitForURL(/filter=tag/);
    const rows = page.locator("tbody tr");
    await rows.filter({ hasText: OTHER }).waitFor({ state: "detached" });
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining(IDEA)]);
    expect(await rows.first().innerText()).toContain("Drought");
    await close();
  });

  it("are changed on the detail page at 375 px, filled and empty", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids[OTHER]}`, PHONE);
    await reachRecordPanels(page);
    const card = page.getByRole("region", { name: "Tags" });
    await card.getByText("No tags yet.").waitFor();
    await expectAccessible(page, "detail at 375 px, no tags");
    await card.getByRole("button", { name: `Tags of ${OTHER}` }).click();
    await page.getByRole("menuitemcheckbox", { name: "Drought" }).click();
    await card.getByRole("list", { name: "Tags" }).getByText("Drought").waitFor();
    await expectAccessible(page, "detail at 375 px, tags menu open");
    await page.keyboard.press("Escape");
    // The change is in the record's activity.
    await page.getByText("added the tag “Drought”").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await close();
  });

  it("forget a save sent from a dialog closed before the answer: the next New tag starts idle and stays open", async () => {
    const { page, close } = await signedIn("/admin/settings/tags");
    const heldSaves: Route[] = [];
    await page.route(`**${TAGS_API}`, (route) =>
      route.request().method() === "POST" ? void heldSaves.push(route) : route.continue(),
    );
    const closed = await createTag(page, `Held ${run}`, "Blue");
    await closed.getByRole("button", { name: "Saving..." }).waitFor();
    await expect.poll(() => heldSaves.length).toBe(1);
    await page.keyboard.press("Escape");
    await closed.waitFor({ state: "detached" });

    // The dialog's form is the page's mutation handed over (it loads on open, ADR 052): a new
    // opening's form starts as a fresh one, not "Saving..." the closed one's request.
    await tagsCard(page).getByRole("button", { name: "New tag" }).click();
    const next = page.getByRole("dialog", { name: "New tag" });
    await next.getByRole("button", { name: "Create tag" }).waitFor();
    await next.getByLabel("Name").fill("Written meanwhile");
    const listedAgain = page.waitForResponse(
      (response) =>
        response.request().method() === "GET" && new URL(response.url()).pathname === TAGS_API,
    );
    await heldSaves[0]?.continue();

    // The closed dialog's save is made and the list asked again; the open dialog is left as it is.
    await listedAgain;
    expect(await next.getByLabel("Name").inputValue()).toBe("Written meanwhile");
    expect(await next.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await tagsCard(page).getByRole("list", { name: "Tags" }).getByText(`Held ${run}`).waitFor();
    await close();
  });
});
