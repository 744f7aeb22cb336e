import { beforeAll, describe, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * Issue 38: a record's data is fetched when someone is about to open it (the pointer resting on
 * its row, the focus reaching its link), so the tap shows the record without waiting for it.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const NAMES = { hovered: `Hazel Fields ${run}`, focused: `Juniper Rows ${run}` };
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const name of Object.values(NAMES)) {
    const { id } = await submit("/api/ideas", {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}-${run}@example.com`,
      idea: `An idea from ${name}, opened from the list.`,
      sector: "Biotech",
      stage: "Concept/Idea stage",
    });
    ids[name] = id;
  }
});

async function openList(options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
  await opened.page.goto(new URL("/admin/startup-ideas", baseUrl()).href);
  await opened.page.getByRole("table").waitFor();
  return opened;
}

const recordApi = (name: string) => (url: URL) =>
  url.pathname === `/api/admin/startup-ideas/${ids[name]}`;

describe("opening a record from the list", () => {
  it("fetches the record while the pointer rests on its row, and opens it from that", async () => {
    const { page, close } = await openList();
    const fetched = page.waitForRequest((request) =>
      recordApi(NAMES.hovered)(new URL(request.url())),
    );
    const link = page.getByRole("link", { name: NAMES.hovered });
    await link.hover();
    await fetched;
    // Fetched ahead: the record opens even with its API out of reach now.
    await page.route(
      (url) => recordApi(NAMES.hovered)(url),
      (route) => route.abort(),
    );
    await link.click();
    await page.getByRole("heading", { name: NAMES.hovered, level: 1 }).waitFor();
    await close();
  });

  it("fetches the record when the keyboard's focus reaches its link", async () => {
    const { page, close } = await openList();
    const fetched = page.waitForRequest((request) =>
      recordApi(NAMES.focused)(new URL(request.url())),
    );
    await page.getByRole("link", { name: NAMES.focused }).focus();
    await fetched;
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: NAMES.focused, level: 1 }).waitFor();
    await close();
  });
});
