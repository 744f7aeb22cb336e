import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { FACTS_LIMITS } from "../../server/lib/pdf/read-pdf-facts";
import { MALWARE_MARKER, pdfSaying } from "../support/clamd";
import { deckPdf, encryptedPdf } from "../support/pdf-fixtures";
import { borderContrast } from "./support/accessibility";
import { signInThroughForm, submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import {
  baseUrl,
  connectBrowser,
  holdScripts,
  toastText,
  waitForHydration,
} from "./support/browser";
import { connectDatabase } from "./support/database";
import { connectStatusTokens } from "./support/status-tokens";

/**
 * Pitch decks in the browser (contract §17): a founder attaches one to the idea form on a
 * phone and sees it on the status page; a refused file keeps every typed field; a reviewer
 * pages through a deck with the keyboard and on a phone, and sees why an infected one has no
 * pages. axe checks each new screen and state.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const statusTokenFor = connectStatusTokens();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 } };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the screens at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const pdfFile = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

/** The idea form's fields, filled as a founder would; the deck chosen but not yet sent. */
async function fillIdeaForm(page: Page, founder: { name: string; email: string }) {
  const form = page.getByRole("form", { name: "Startup idea" });
  await form.getByLabel("Full name").fill(founder.name);
  await form.getByLabel("Email").fill(founder.email);
  await form.getByLabel("Agricultural sector").selectOption("Other");
  await form.getByLabel("Your idea").fill("Soil sensors that tell a grower when to irrigate.");
  await form.getByLabel(/I agree/).check();
  return form;
}

/** Sends an idea with a deck through the API, as the form's multipart request does. */
async function ideaWithDeck(name: string, deck: Uint8Array) {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name,
    email,
    idea: "Moisture sensors that tell a grower when, and how much, to irrigate.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  }))
    form.set(field, value);
  form.set("deck", new Blob([Buffer.from(deck)], { type: "application/pdf" }), "field-deck.pdf");
  const response = await fetch(new URL("/api/ideas", baseUrl()), { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email };
}

/** The status page of the idea sent from `email`. */
async function statusPageOf(email: string, options: BrowserContextOptions = {}) {
  const [idea] = await query<{ id: number }>("select id from startup_ideas where email = $1", [
    email,
  ]);
  if (!idea) throw new Error(`no idea from ${email}`);
  return openPage(`/status/${await statusTokenFor(idea.id)}`, options);
}

/**
 * Deletes the decks of the idea sent from `email`, once a test is done with them: the worker
 * draws decks one at a time, niced below everything else, and the reviewers' tests below wait
 * for their own deck's pages, not for those of every deck sent before.
 */
async function dropDecksOf(email: string) {
  await query(
    "delete from decks where startup_idea_id in (select id from startup_ideas where email = $1)",
    [email],
  );
}

async function signedIn(path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  opened.problems.length = 0;
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

/**
 * How long a test waits for the server's word on an upload. The file is read in a child process
 * niced below the server's requests (ADR 050): a second on a quiet machine, 10 s and more
 * beside every other test layer (CI once waited past 20 s). The server answers within the
 * facts' wait, past which it keeps the deck with its pages still to count.
 */
const SERVER_ANSWER = { timeout: FACTS_LIMITS.waitMs + 15_000 };
/** A test that sends decks through the browser: up to three waits on the server, and its steps. */
const SENDS_DECKS = { timeout: 3 * SERVER_ANSWER.timeout + 30_000 };

const pageCounter = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
const shownPage = (page: Page) =>
  page
    .getByRole("region", { name: /Pitch deck pages/ })
    .locator("img")
    .first();

describe("a founder's pitch deck", SENDS_DECKS, () => {
  it("is attached on a phone, sent with its progress, and shown on the status page", async () => {
    const founder = { name: `Petra Phone ${run}`, email: `petra-${run}@example.com` };
    const { page, problems, close } = await openPage("/", PHONE);
    const form = await fillIdeaForm(page, founder);
    const deckField = form.getByLabel("Pitch deck (PDF, up to 25 MB)");
    await deckField.setInputFiles(pdfFile("petra-deck.pdf", await deckPdf(3)));
    await form.getByText("petra-deck.pdf", { exact: true }).waitFor();
    await expectAccessible(page, "idea form with a deck chosen");
    await shot(page, "deck-form-375");

    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/ideas") && request.method() === "POST",
    );
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(await toastText(page, SERVER_ANSWER)).toContain("Submission Successful");
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    await close();

    const status = await statusPageOf(founder.email, PHONE);
    const deck = status.page.getByRole("region", { name: "Your pitch deck" });
    expect(await deck.innerText()).toContain("petra-deck.pdf");
    // Being checked by the e2e clamd, or found clean.
    expect(await deck.locator("[data-deck-state]").getAttribute("data-deck-state")).toMatch(
      /^(scanning|clean)$/,
    );
    await expectAccessible(status.page, "status page with a deck");
    await shot(status.page, "deck-status-375");
    expect([...problems, ...status.problems]).toEqual([]);
    await status.close();
    await dropDecksOf(founder.email);
  });

  it("keeps every typed field when a file is refused, and says why", async () => {
    const founder = { name: `Rita Refused ${run}`, email: `rita-${run}@example.com` };
    const { page, close } = await openPage("/");
    const form = await fillIdeaForm(page, founder);
    const deckField = form.getByLabel("Pitch deck (PDF, up to 25 MB)");

    // Not a PDF by its name and type: refused as it is chosen, before a byte is sent.
    await deckField.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await form.getByText("The pitch deck must be a PDF file", { exact: true }).waitFor();
    await expectAccessible(page, "idea form, a file that is not a PDF");

    // Named and typed as a PDF, but not one by its bytes: the server's words, under the field.
    await deckField.setInputFiles({
      name: "deck.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("PK\u0003\u0004 a slide show saved as a zip"),
    });
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    const alert = form.locator("#idea-deck-error");
    await expect
      .poll(() => alert.textContent(), SERVER_ANSWER)
      .toBe("The pitch deck must be a PDF file");
    await expectAccessible(page, "idea form, a deck the server refused");

    // A password-protected PDF: refused too, and said so.
    await deckField.setInputFiles(
      pdfFile("locked.pdf", encryptedPdf({ userPassword: "open-sesame", ownerPassword: "owner" })),
    );
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    await expect.poll(() => alert.textContent(), SERVER_ANSWER).toMatch(/password/i);
    expect(await form.getByLabel("Full name").inputValue()).toBe(founder.name);
    expect(await form.getByLabel("Email").inputValue()).toBe(founder.email);
    expect(await form.getByLabel("Your idea").inputValue()).toContain("Soil sensors");
    expect(await form.getByLabel(/I agree/).isChecked()).toBe(true);
    expect(
      await query("select id from startup_ideas where email = $1", [founder.email]),
    ).toHaveLength(0);
    await shot(page, "deck-form-refused-1280");

    // Another file, and the same typed fields go through.
    await deckField.setInputFiles(pdfFile("open.pdf", await deckPdf(1)));
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    expect(await toastText(page, SERVER_ANSWER)).toContain("Submission Successful");
    await close();
    await dropDecksOf(founder.email);
  });

  it("is added, replaced and removed from the status page", async () => {
    const founder = { name: `Sam Later ${run}`, email: `sam-${run}@example.com` };
    const { page, close } = await openPage("/");
    await fillIdeaForm(page, founder);
    await page.getByRole("button", { name: "Submit Your Idea" }).click();
    expect(await toastText(page)).toContain("Submission Successful");
    await close();

    const status = await statusPageOf(founder.email);
    const deck = status.page.getByRole("region", { name: "Your pitch deck" });
    expect(await deck.innerText()).toContain("No deck yet");
    await deck
      .getByLabel("Pitch deck (PDF, up to 25 MB)")
      .setInputFiles(pdfFile("later.pdf", await deckPdf(2)));
    await deck.getByRole("button", { name: "Add the deck" }).click();
    await deck
      .getByText(/^later\.pdf$/)
      .first()
      .waitFor();
    await deck.locator("[data-deck-state]").waitFor(SERVER_ANSWER);
    await expectAccessible(status.page, "status page, deck added");
    await shot(status.page, "deck-status-1280");

    await deck
      .getByLabel(/Replace it with another PDF/)
      .setInputFiles(pdfFile("later-v2.pdf", await deckPdf(1)));
    await deck.getByRole("button", { name: "Replace the deck" }).click();
    await expect
      .poll(() => deck.locator("[data-deck-state]").locator("..").innerText(), SERVER_ANSWER)
      .toContain("later-v2.pdf");

    await deck.getByRole("button", { name: "Remove the deck" }).click();
    await deck.getByRole("button", { name: "Yes, remove it" }).click();
    await deck.getByText("No deck yet").waitFor();
    await status.page.reload({ waitUntil: "networkidle" });
    await status.page
      .getByRole("region", { name: "Your pitch deck" })
      .getByText("No deck yet")
      .waitFor();
    expect(status.problems).toEqual([]);
    await status.close();
  });
});

describe("a deck picked and sent before the form's code arrived", SENDS_DECKS, () => {
  // On a slow phone the visitor picks the file and taps the button before the form is live:
  // the tap is held, and sent again once it is, with the file the field took over.
  it("goes with the idea from the home page", async () => {
    const founder = { name: `Ezra Early ${run}`, email: `ezra-${run}@example.com` };
    const { page, problems, close } = await openPage("about:blank", PHONE);
    const release = await holdScripts(page, "**/assets/entry.client-*.js");
    await page.goto(new URL("/", baseUrl()).href);
    const form = await fillIdeaForm(page, founder);
    await form
      .getByLabel("Pitch deck (PDF, up to 25 MB)")
      .setInputFiles(pdfFile("early.pdf", await deckPdf(2)));
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    release();
    expect(await toastText(page, SERVER_ANSWER)).toContain("Submission Successful");
    expect(
      await query(
        `select d.file_name from decks d join startup_ideas i on i.id = d.startup_idea_id
         where i.email = $1`,
        [founder.email],
      ),
    ).toEqual([{ file_name: "early.pdf" }]);
    expect(problems).toEqual([]);
    await close();
    await dropDecksOf(founder.email);
  });

  it("is added from the status page", async () => {
    const founder = { name: `Sol Slow ${run}`, email: `sol-${run}@example.com` };
    await submit("/api/ideas", {
      ...founder,
      idea: "Moisture sensors that tell a grower when, and how much, to irrigate.",
      sector: "Biotech",
      stage: "Concept/Idea stage",
    });
    const status = await statusPageOf(founder.email, PHONE);
    // The status page's deck form wakes when it is used; its code is on its way meanwhile.
    const release = await holdScripts(status.page, "**/assets/*.js");
    const deck = status.page.getByRole("region", { name: "Your pitch deck" });
    await deck
      .getByLabel("Pitch deck (PDF, up to 25 MB)")
      .setInputFiles(pdfFile("slow.pdf", await deckPdf(1)));
    await deck.getByRole("button", { name: "Add the deck" }).click();
    release();
    expect(
      await deck.locator("[data-deck-state]").getAttribute("data-deck-state", SERVER_ANSWER),
    ).toMatch(/^(scanning|clean)$/);
    expect(await deck.innerText()).toContain("slow.pdf");
    expect(status.problems).toEqual([]);
    await status.close();
    await dropDecksOf(founder.email);
  });
});

describe("a reviewer reading a deck", () => {
  it("pages through it with the keyboard, the buttons and the thumbnails", {
    timeout: 90_000,
  }, async () => {
    const name = `Kim Keys ${run}`;
    const { id } = await ideaWithDeck(name, await deckPdf(4));
    const { page, problems, close } = await signedIn(`/admin/startup-ideas/${id}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await pageCounter(page).waitFor({ timeout: 60_000 });
    expect(await pageCounter(page).innerText()).toBe("Page 1 of 4");
    expect(await shownPage(page).getAttribute("src")).toMatch(/\/deck\/pages\/1$/);
    await expectAccessible(page, "record page, deck viewer");
    await shot(page, "deck-viewer-1280");

    await page.getByRole("region", { name: /Pitch deck pages/ }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await pageCounter(page).innerText()).toBe("Page 3 of 4");
    expect(await shownPage(page).getAttribute("src")).toMatch(/\/deck\/pages\/3$/);
    await page.keyboard.press("ArrowLeft");
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 4");
    await page.keyboard.press("End");
    expect(await pageCounter(page).innerText()).toBe("Page 4 of 4");
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Page 1", exact: true }).click();
    expect(await pageCounter(page).innerText()).toBe("Page 1 of 4");
    await page.getByRole("button", { name: "Next page" }).click();
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 4");
    const shown = await shownPage(page).evaluate((image: HTMLImageElement) => image.naturalWidth);
    expect(shown).toBeGreaterThan(0);

    const download = page.getByRole("link", { name: "Download the original" });
    expect(await download.getAttribute("href")).toBe(`/api/admin/startup-ideas/${id}/deck/file`);
    expect(problems).toEqual([]);
    await close();
  });

  it("reads it full screen on a phone, turning pages there, the page shown marked", {
    timeout: 90_000,
  }, async () => {
    const name = `Fay Full ${run}`;
    const { id } = await ideaWithDeck(name, await deckPdf(3));
    const { page, problems, close } = await signedIn(`/admin/startup-ideas/${id}`, PHONE);
    await pageCounter(page).waitFor({ timeout: 60_000 });
    const viewer = page.getByRole("region", { name: /Pitch deck pages/ });
    const fullScreenElement = () =>
      page.evaluate(() => document.fullscreenElement?.getAttribute("aria-label") ?? null);

    await page.getByRole("button", { name: "Full screen", exact: true }).click();
    await expect.poll(fullScreenElement).toMatch(/^Pitch deck pages/);
    await viewer.focus();
    await page.keyboard.press("ArrowRight");
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");
    // The page shown stands out from the dark around it (WCAG 1.4.11: 3:1), as it does outside.
    const current = viewer.getByRole("button", { name: "Page 2", exact: true });
    expect(await current.getAttribute("aria-current")).toBe("true");
    expect(await borderContrast(current)).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, "deck viewer full screen on a phone");
    await shot(page, "deck-viewer-full-screen-375");

    await page.getByRole("button", { name: "Exit full screen" }).click();
    await expect.poll(fullScreenElement).toBeNull();
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");
    expect(await borderContrast(current)).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    await close();
  });

  it("reads it on a phone, with no sideways scroll", { timeout: 90_000 }, async () => {
    const name = `Pia Phone ${run}`;
    const { id } = await ideaWithDeck(name, await deckPdf(3));
    const { page, close } = await signedIn(`/admin/startup-ideas/${id}`, PHONE);
    await pageCounter(page).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Next page" }).click();
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page, "record page, deck viewer on a phone");
    await shot(page, "deck-viewer-375");
    await close();
  });

  it("sees in the list which ideas have a deck, and in Settings that decks are scanned", async () => {
    const name = `Lena List ${run}`;
    await ideaWithDeck(name, await deckPdf(1));
    const { page, close } = await signedIn(`/admin/startup-ideas?filter=search&search=${run}`);
    const row = page.locator("main tbody tr", { hasText: name });
    await row.waitFor();
    const headers = await page.locator("main thead th").allInnerTexts();
    const deckCell = row
      .locator("td")
      .nth(headers.findIndex((text) => /^deck$/i.test(text.trim())));
    expect(await deckCell.innerText()).toBe("Yes");
    const table = page.locator("main table");
    expect(await table.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(
      await table.evaluate((element) => element.parentElement?.clientWidth ?? 0),
    );
    await page.goto(new URL("/admin/settings/profile", baseUrl()).href, {
      waitUntil: "networkidle",
    });
    await page
      .getByText("Pitch decks are scanned for viruses before anyone can open them.")
      .waitFor();
    await close();
  });

  it("loads the viewer's code only for a record with a deck", async () => {
    const response = await fetch(new URL("/api/ideas", baseUrl()), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Nora Nodeck ${run}`,
        email: `nora-${run}@example.com`,
        idea: "A cooperative seed library for heirloom grains.",
        sector: "Biotech",
        stage: "Concept/Idea stage",
      }),
    });
    const { id } = (await response.json()) as { id: number };
    const opened = await openPage("/admin/login");
    await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
    const scripts: string[] = [];
    opened.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await opened.page.goto(new URL(`/admin/startup-ideas/${id}`, baseUrl()).href, {
      waitUntil: "networkidle",
    });
    await opened.page.getByRole("heading", { name: `Nora Nodeck ${run}`, level: 1 }).waitFor();
    await waitForHydration(opened.page);
    expect(await opened.page.getByRole("heading", { name: "Pitch deck" }).count()).toBe(0);
    expect(scripts.filter((url) => /deck-viewer/.test(url))).toEqual([]);
    await opened.close();
  });

  it("says an infected deck was refused, with the virus's name, and offers no download", {
    timeout: 90_000,
  }, async () => {
    const name = `Ivan Infected ${run}`;
    // A real PDF that carries the bytes of the tests' own signature: the e2e clamd finds it.
    const { id, email } = await ideaWithDeck(name, pdfSaying(MALWARE_MARKER.toString("latin1")));
    const { page, close } = await signedIn(`/admin/startup-ideas/${id}`);
    const notice = page.getByText(/The virus scanner refused this file/);
    await notice.waitFor({ timeout: 60_000 });
    expect(await notice.innerText()).toContain(inject("e2eClamdSignatureName"));
    expect(await page.getByRole("link", { name: "Download the original" }).count()).toBe(0);
    await expectAccessible(page, "record page, infected deck");
    await close();

    // The founder's page says the file was refused, never the virus's name.
    const status = await statusPageOf(email, PHONE);
    const deck = status.page.getByRole("region", { name: "Your pitch deck" });
    expect(await deck.innerText()).toContain("The file was refused");
    expect(await deck.innerText()).not.toContain(inject("e2eClamdSignatureName"));
    await expectAccessible(status.page, "status page, refused deck");
    await status.close();
  });
});
