import { join } from "node:path";
import { PERSONAL_DATA_MESSAGES } from "@shared/schemas/personal-data-texts";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * Personal data in the back office (contract §12): deleting a submission from its page, the
 * People screen (look up, download, erase) and the retention period in Settings, as an
 * admin sees them and as a reviewer does not. axe-core (WCAG 2.1 A and AA) checks each state.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the People screen and the retention card. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 } };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function signedInAdmin(options: BrowserContextOptions = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  return opened;
}

function submitIdea(name: string, email: string) {
  return submit("/api/ideas", {
    name,
    email,
    idea: "A shared grain dryer that small farms book by the hour.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  });
}

function submitInterest(name: string, email: string) {
  return submit("/api/investment-interests", {
    name,
    email,
    sectors: ["robotics"],
    investmentAmount: "$25,000+",
    additionalInfo: "Happy to talk about grain storage.",
    termsAgreed: true,
  });
}

/** Looks an address up through the People screen's form. */
async function lookUp(page: Page, email: string) {
  const form = page.getByRole("search", { name: "Look up a person" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Look up" }).click();
  await page.waitForURL((address) => address.searchParams.get("email") === email);
}

const nothingHeld = (page: Page, email: string) =>
  page.getByRole("heading", { name: `Nothing is held for ${email}`, level: 2 });

describe("deleting a submission", () => {
  it("deletes an idea from its page after a confirmation naming the person", async () => {
    const name = `Maya Okafor ${run}`;
    const { id } = await submitIdea(name, `maya-${run}@example.com`);
    const { page, problems, close } = await signedInAdmin();
    await page.goto(url(`/admin/startup-ideas/${id}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name, level: 1 }).waitFor();

    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.innerText()).toContain(
      `Delete the startup idea from ${name}? Its comments go with it. This cannot be undone.`,
    );
    await expectAccessible(page, "delete confirmation");
    await shot(page, "delete-confirm-1280");
    await confirm.getByRole("button", { name: "Delete" }).click();

    await page.waitForURL((address) => address.pathname === "/admin/startup-ideas");
    expect(await toastText(page)).toContain(`The startup idea from ${name}`);
    await page.goto(url(`/admin/startup-ideas?search=${encodeURIComponent(name)}`), {
      waitUntil: "networkidle",
    });
    await page.getByText("No startup ideas found").waitFor();

    const cookie = await apiSession();
    expect((await adminApi(cookie, "GET", `/api/admin/startup-ideas/${id}`)).status).toBe(404);
    // The login page's session check answers 401; nothing else may fail (no 404 for the record).
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  });
});

describe("the People screen", () => {
  it("finds an address's idea and interest, downloads them, and erases them on a typed confirmation", async () => {
    const name = `Ada Fernsby ${run}`;
    const email = `ada-${run}@example.com`;
    const idea = await submitIdea(name, email);
    // Another letter case: the address is the same person's.
    const interest = await submitInterest(name, `Ada-${run}@Example.com`);
    const { page, close } = await signedInAdmin();

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "People" })
      .click();
    await page.getByRole("heading", { name: "People", level: 1 }).waitFor();
    await expectAccessible(page, "people, before a look-up");

    const stranger = `nobody-${run}@example.com`;
    await lookUp(page, stranger);
    await nothingHeld(page, stranger).waitFor();
    await expectAccessible(page, "people, nothing held");

    await lookUp(page, email);
    const results = page.getByRole("region", { name: email });
    const ideas = results.getByRole("region", { name: /Startup ideas/ });
    const interests = results.getByRole("region", { name: /Investment interests/ });
    await ideas.getByRole("link", { name }).waitFor();
    expect(await ideas.getByRole("link", { name }).getAttribute("href")).toBe(
      `/admin/startup-ideas/${idea.id}`,
    );
    expect(await interests.getByRole("link", { name }).getAttribute("href")).toBe(
      `/admin/investment-interests/${interest.id}`,
    );
    expect(await ideas.innerText()).toContain("New");
    await expectAccessible(page, "people, both records");
    await shot(page, "people-1280");

    // Back returns to the previous look-up; Forward to this one.
    await page.goBack();
    await nothingHeld(page, stranger).waitFor();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(stranger);
    await page.goForward();
    await ideas.getByRole("link", { name }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      results.getByRole("link", { name: "Download all (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    // The browser runs apart from the tests: the file comes over the connection.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const file = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      startupIdeas: { id: number; name: string }[];
      investmentInterests: { id: number; name: string }[];
    };
    expect(file.startupIdeas.map((record) => [record.id, record.name])).toEqual([[idea.id, name]]);
    expect(file.investmentInterests.map((record) => [record.id, record.name])).toEqual([
      [interest.id, name],
    ]);

    await results.getByRole("button", { name: "Erase everything" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase everything?" });
    const eraseButton = dialog.getByRole("button", { name: "Erase everything" });
    const confirmation = dialog.getByLabel("Type the address to confirm");
    expect(await eraseButton.isDisabled()).toBe(true);
    await confirmation.fill(`ada-${run}@example.co`);
    expect(await eraseButton.isDisabled()).toBe(true);
    await confirmation.fill(email.toUpperCase());
    expect(await eraseButton.isEnabled()).toBe(true);
    await expectAccessible(page, "erase dialog");
    await shot(page, "people-erase-1280");
    await eraseButton.click();

    expect(await toastText(page)).toContain("1 startup idea and 1 investment interest");
    await nothingHeld(page, email).waitFor();
    await dialog.waitFor({ state: "hidden" });
    // The empty state takes the focus the closed dialog leaves.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Nothing is held for ${email}`);
    await page.reload({ waitUntil: "networkidle" });
    await nothingHeld(page, email).waitFor();
    await expectAccessible(page, "people, erased");
    await shot(page, "people-erased-1280");

    const search = encodeURIComponent(name);
    await page.goto(url(`/admin/startup-ideas?search=${search}`), { waitUntil: "networkidle" });
    await page.getByText("No startup ideas found").waitFor();
    await page.goto(url(`/admin/investment-interests?search=${search}`), {
      waitUntil: "networkidle",
    });
    await page.getByText("No investment interests found").waitFor();
    await close();
  });

  it("fits a phone: no sideways scrolling, and no axe findings", async () => {
    const name = `Bea Longname-Harrington ${run}`;
    const email = `bea.longname-harrington-${run}@example.com`;
    await submitIdea(name, email);
    await submitInterest(name, email);
    const { page, close } = await signedInAdmin(PHONE);
    await page.goto(url(`/admin/people?email=${encodeURIComponent(email)}`), {
      waitUntil: "networkidle",
    });
    await page.getByRole("region", { name: email }).getByRole("link", { name }).first().waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page, "people, phone");
    await shot(page, "people-375");
    await close();
  });

  it("answers a malformed address in the URL with the server's refusal, in the shared words", async () => {
    const { page, close } = await signedInAdmin();
    await page.goto(url("/admin/people?email=not-an-address"), { waitUntil: "networkidle" });
    await page.getByText("Error looking up this address").waitFor();
    await page.getByText(PERSONAL_DATA_MESSAGES.email).first().waitFor();
    const search = page.getByRole("search", { name: "Look up a person" });
    expect(await search.getByLabel(/^E-mail address/).inputValue()).toBe("not-an-address");
    await expectAccessible(page, "people, malformed address");
    await close();
  });
});

describe("the retention period", () => {
  it("is changed in Settings and kept; a value out of range is refused", async () => {
    const cookie = await apiSession();
    const before = (await (
      await adminApi(cookie, "GET", "/api/admin/settings/retention")
    ).json()) as { months: number };
    // Only ever longer than the default: a shorter period could purge other tests' records.
    const next = before.months === 48 ? 60 : 48;
    const { page, close } = await signedInAdmin();
    try {
      await page.goto(url("/admin/settings/retention"), { waitUntil: "networkidle" });
      const card = page.getByRole("region", { name: "Data retention" });
      const months = card.getByLabel("Months after the last update");
      await expect.poll(() => months.inputValue()).toBe(String(before.months));
      await expect.poll(() => card.innerText()).toMatch(/submissions? (is|are) due now/);
      await expectAccessible(page, "settings with the retention card");
      await shot(page, "retention-1280");

      await months.fill(String(next));
      await card.getByRole("button", { name: "Save" }).click();
      expect(await toastText(page)).toContain(`deleted ${next} months after their last update`);
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => months.inputValue()).toBe(String(next));
      expect(await card.innerText()).toContain(
        `Submissions are deleted ${next} months after their last update.`,
      );

      await months.fill("5");
      await card.getByRole("button", { name: "Save" }).click();
      await card.getByText("months must be a whole number from 6 to 120").waitFor();
      expect(await months.getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page, "retention card, value refused");
    } finally {
      await adminApi(cookie, "PUT", "/api/admin/settings/retention", { months: before.months });
      await close();
    }
  });
});

describe("a reviewer", () => {
  it("has no People screen, no Delete button and no retention card", async () => {
    const name = `Rui Castro ${run}`;
    const { id } = await submitIdea(name, `rui-${run}@example.com`);
    const account = await createStaffAccount("reviewer", `pd-rev-${run}`);
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, account.username, account.password);

    const nav = page.getByRole("navigation", { name: "Admin" }).first();
    expect(await nav.getByRole("link").allInnerTexts()).not.toContain("People");
    await page.goto(url("/admin/people"));
    await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();

    await page.goto(url(`/admin/startup-ideas/${id}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0);

    await page.goto(url("/admin/settings/profile"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Profile & Notifications" }).waitFor();
    const settingsNav = page.getByRole("navigation", { name: "Settings" });
    expect(await settingsNav.getByRole("link", { name: "Data retention" }).count()).toBe(0);
    await page.goto(url("/admin/settings/retention"));
    await page.getByRole("heading", { name: "Not available for your role", level: 1 }).waitFor();
    expect(await page.getByRole("heading", { name: "Data retention" }).count()).toBe(0);
    await close();
  });
});
