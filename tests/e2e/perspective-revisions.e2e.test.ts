import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/** Contract §15 in the editor: two people saving, autosave, History and restore. */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const CONTENT =
  "<p>Cover crops keep the soil alive between harvests, and the soil pays it back.</p>";

let editor: { username: string; password: string };
let cookie: string;

beforeAll(async () => {
  editor = await createStaffAccount("editor", `revisions-editor-${run}`);
  cookie = await apiSession();
});

async function createdPerspective(title: string, published: boolean) {
  const response = await adminApi(cookie, "POST", "/api/admin/perspectives", {
    title,
    summary: "What a season of cover crops did to three farms.",
    content: CONTENT,
    category: "market_analysis",
    authorName: "Ada Field",
    authorTitle: "Partner",
    published,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

async function storedTitle(id: number) {
  const response = await adminApi(cookie, "GET", `/api/admin/perspectives/${id}`);
  return ((await response.json()) as { title: string }).title;
}

async function editorPage(id: number, username: string, password: string) {
  const opened = await openPage("/admin/login");
  await signInThroughForm(opened.page, username, password);
  await opened.page.goto(new URL(`/admin/perspectives/${id}`, baseUrl()).href, {
    waitUntil: "networkidle",
  });
  await opened.page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
  return opened;
}

const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });

describe("two editors", () => {
  it("shows the later saver who saved first, and Keep mine saves over theirs", async () => {
    const { id } = await createdPerspective(`Two editors ${run}`, true);
    const first = await editorPage(id, "admin", inject("e2eAdminPassword"));
    const second = await editorPage(id, editor.username, editor.password);

    await titleField(first.page).fill(`Their title ${run}`);
    await first.page.getByRole("button", { name: "Save Changes" }).click();
    expect(await toastText(first.page)).toContain("Perspective updated");

    await titleField(second.page).fill(`My title wins ${run}`);
    await second.page.getByRole("button", { name: "Save Changes" }).click();
    const dialog = second.page.getByRole("alertdialog", { name: "admin saved this perspective" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Keep mine" }).waitFor();
    await expectAccessible(second.page, "conflict dialog at 1280 px");
    await second.page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(second.page, "conflict dialog at 375 px");

    await dialog.getByRole("button", { name: "Keep mine" }).click();
    expect(await dialog.locator("ins").first().textContent()).toContain("My");
    expect(await dialog.locator("del").first().textContent()).toContain("Their");
    await dialog.getByRole("button", { name: "Save mine over theirs" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await storedTitle(id)).toBe(`My title wins ${run}`);
    // The login page asks for a session (401) before signing in; the refused save is the 412.
    expect(second.problems.filter((problem) => !problem.includes("(Unauthorized)"))).toEqual([
      "Failed to load resource: the server responded with a status of 412 (Precondition Failed)",
    ]);
    await first.close();
    await second.close();
  });
});

describe("autosave and History", () => {
  it("autosaves a draft, keeps it over a reload, and restores an older version", async () => {
    const original = `Draft to autosave ${run}`;
    const { id } = await createdPerspective(original, false);
    const { page, problems, close } = await editorPage(id, "admin", inject("e2eAdminPassword"));

    await titleField(page).fill(`Draft autosaved ${run}`);
    await page
      .getByRole("status")
      .filter({ hasText: /Saved · \d\d:\d\d/ })
      .waitFor();
    expect(await storedTitle(id)).toBe(`Draft autosaved ${run}`);
    await page.reload({ waitUntil: "networkidle" });
    expect(await titleField(page).inputValue()).toBe(`Draft autosaved ${run}`);

    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByRole("radio").nth(1).waitFor();
    expect(await history.getByRole("radio").count()).toBe(2);
    await history.getByRole("radio").nth(1).check();
    await history.locator("ins").first().waitFor();
    expect(await history.locator("ins").first().textContent()).toContain("autosaved");
    await expectAccessible(page, "History panel");

    await history.getByRole("button", { name: "Restore this version" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
    await confirm.getByRole("button", { name: "Restore" }).click();
    expect(await toastText(page)).toContain("Version restored");
    expect(await titleField(page).inputValue()).toBe(original);
    expect(await storedTitle(id)).toBe(original);
    expect(problems.filter((problem) => !problem.includes("(Unauthorized)"))).toEqual([]);
    await close();
  });

  it("names who saved before a restore, and restores over theirs only when asked", async () => {
    const original = `Before the restore ${run}`;
    const { id } = await createdPerspective(original, true);
    const patchTitle = async (title: string) =>
      expect(
        (await adminApi(cookie, "PATCH", `/api/admin/perspectives/${id}`, { title })).status,
      ).toBe(200);
    await patchTitle(`Second version ${run}`);
    const { page, problems, close } = await editorPage(id, editor.username, editor.password);
    // Someone saves while this editor has the article open.
    await patchTitle(`Saved meanwhile ${run}`);

    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByRole("radio").nth(2).waitFor();
    await history.getByRole("radio").nth(2).check();
    await history.getByRole("button", { name: "Restore this version" }).click();
    await page
      .getByRole("alertdialog", { name: "Restore this version?" })
      .getByRole("button", { name: "Restore" })
      .click();
    const refused = page.getByRole("alertdialog", { name: "admin saved this perspective" });
    await refused.getByText(/after you opened it/).waitFor();
    await expectAccessible(page, "restore refused by a later save");
    expect(await storedTitle(id)).toBe(`Saved meanwhile ${run}`);

    await refused.getByRole("button", { name: "Restore over theirs" }).click();
    expect(await toastText(page)).toContain("Version restored");
    expect(await titleField(page).inputValue()).toBe(original);
    expect(await storedTitle(id)).toBe(original);
    expect(problems.filter((problem) => !problem.includes("(Unauthorized)"))).toEqual([
      "Failed to load resource: the server responded with a status of 412 (Precondition Failed)",
    ]);
    await close();
  });
});
