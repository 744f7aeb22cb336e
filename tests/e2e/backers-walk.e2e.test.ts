import { SECTOR_INDUSTRY } from "@shared/schemas/shares";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { ServedMail } from "../support/smtp-sink";
import { reachPanel, signInThroughForm, submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";
import { connectDatabase } from "./support/database";
import { deckViewer, ideaWithDeck, pageCounter } from "./support/decks";
import { linkIn, mailTo, receivedMailTo } from "./support/mail";

/**
 * Issue 36 end to end (contract §18), as three people in three browsers, through the real
 * pages and the real mail the site sends: staff propose an idea to a matching backer from
 * the idea's record at the desk; the founder opens the consent request's link on a phone and
 * shares; the backer opens the link of their own mail on a phone, pages through the deck and
 * asks for an introduction; the founder accepts from the mail that asks them; staff see how
 * the backer read it and introduce the two, and the introduction reaches both. The steps
 * share the walk's state in order. axe checks the panel, the status page and the deal page.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const run = Date.now().toString(36);
/** A phone: the width of the smaller iPhones, touch, the mobile viewport. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};
const SECTOR = "Farm Management Software/Systems";
const founder = {
  name: `Wren Walker ${run}`,
  email: `wren-${run}@example.com`,
  phone: "231-555-0142",
};
const backer = { name: `Basil Backer ${run}`, email: `basil-${run}@example.com` };
const TEASER = "Field records a grower keeps by voice from the tractor seat: four farms on trial.";
const BACKER_NOTE = "Could we talk about the four farms' results?";
const INTRODUCTION_NOTE = "Wren, Basil backs farm software: worth a call before planting.";

type Opened = Awaited<ReturnType<typeof openPage>>;
/** The walk's state, handed from one step to the next. */
const walk: { staff?: Opened; backerDeal?: Opened } = {};

/** The backer's row under "Matching backers" on the idea's record. */
async function backerRow(page: Page) {
  const panel = await reachPanel(page, "Matching backers");
  const row = panel
    .getByRole("list", { name: "Matching backers" })
    .getByRole("listitem")
    .filter({ hasText: backer.name });
  await row.waitFor();
  return { panel, row };
}

/** Nothing on the founder's page names the backer or gives their address (contract §18). */
async function expectNoBackerNamed(page: Page) {
  const html = await page.content();
  expect(html).not.toContain(backer.name);
  expect(html).not.toContain(backer.email);
}

/** The founder opens their status page from the link of a mail the site sent them, on a phone. */
async function founderOpens(mail: ServedMail) {
  const opened = await openPage(linkIn(mail, "/status/"), PHONE);
  await waitForHydration(opened.page);
  return { ...opened, section: opened.page.getByRole("region", { name: "Backers" }) };
}

const facts = (row: Locator) => row.getByRole("listitem").allInnerTexts();

describe("backers, end to end: staff propose, the founder shares, the backer asks, staff introduce", () => {
  it("staff find the backer under Matching backers on the idea's record and propose, at 1280 px", {
    timeout: 120_000,
  }, async () => {
    // The founder's idea with a 3-page deck, and a backer in its sector, as the public forms send them.
    const ideaId = await ideaWithDeck(
      query,
      {
        ...founder,
        idea: "Voice notes from the tractor seat become field records.\nNo typing in the cab.",
        sector: SECTOR,
        stage: "Prototype/MVP",
      },
      3,
    );
    await submit("/api/investment-interests", {
      ...backer,
      sectors: [SECTOR_INDUSTRY[SECTOR]],
      investmentAmount: "$5,001-25,000",
      termsAgreed: true,
    });

    walk.staff = await openPage("/admin/login");
    const { page, problems } = walk.staff;
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    // The login page's own check for a session answers 401 before signing in.
    problems.length = 0;
    await page.goto(new URL(`/admin/startup-ideas/${ideaId}`, baseUrl()).href, {
      waitUntil: "networkidle",
    });
    const { panel, row } = await backerRow(page);
    expect(await row.innerText()).toContain("$5,001-25,000");
    await panel.getByLabel(`Choose ${backer.name}`).check();
    await panel.getByLabel("Teaser").fill(TEASER);
    await expectAccessible(page, "Matching backers, a backer chosen and a teaser written");
    await panel.getByRole("button", { name: "Propose to 1 backer" }).click();
    expect(await toastText(page)).toContain("Proposed to 1 backer");
    await row.getByText("Awaiting the founder").waitFor();
    await expectAccessible(page, "Matching backers, proposed");
    expect(problems).toEqual([]);
  });

  it("the founder opens the consent request's link on a phone and shares", async () => {
    const request = await mailTo(founder.email, "We would like to show your idea to 1 backer");
    expect(request.text).toContain(TEASER);
    expect(request.text).toContain("Farm Management Software: $5,001-25,000");
    expect(request.text).not.toContain(backer.name);
    expect(request.text).not.toContain(backer.email);
    // Nothing reaches the backer before the founder's consent: only the form's acknowledgement.
    expect((await receivedMailTo(backer.email)).map((mail) => mail.subject)).toEqual([
      "We received your investment interest",
    ]);

    const { page, problems, section, close } = await founderOpens(request);
    const proposal = section.getByRole("group", {
      name: "We would like to show your idea to 1 backer",
    });
    expect(await proposal.innerText()).toContain(
      "Farm Management Software, investing $5,001-25,000",
    );
    expect(await proposal.innerText()).toContain(TEASER);
    await expectNoBackerNamed(page);
    await proposal.getByRole("button", { name: "Share", exact: true }).tap();
    await expect
      .poll(() => section.getByRole("status").innerText())
      .toBe("Thank you. Your idea is on its way to 1 backer.");
    await section.getByText("Sent: the backer has their own link").waitFor();
    await expectAccessible(page, "status page on a phone, shared");
    expect(problems).toEqual([]);
    await close();
  });

  it("the backer opens the link of their mail on a phone, pages through the deck and asks for an introduction", {
    timeout: 60_000,
  }, async () => {
    const dealMail = await mailTo(backer.email, /^A startup idea in Farm Management/);
    expect(dealMail.text).toContain(TEASER);
    expect(dealMail.text).not.toContain(founder.email);
    expect(dealMail.text).not.toContain(founder.name);

    walk.backerDeal = await openPage(linkIn(dealMail, "/deal/"), PHONE);
    const { page, response, problems } = walk.backerDeal;
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: `A startup idea in ${SECTOR}`, level: 1 }).waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toContain(TEASER);
    expect(text).toContain("No typing in the cab.");
    expect(text).toContain(`The pages are marked with your address, ${backer.email}.`);
    expect(text).not.toContain(founder.email);
    expect(text).not.toContain(founder.name);
    expect(text).not.toContain(founder.phone);
    await waitForHydration(page);
    expect(await pageCounter(page).innerText()).toBe("Page 1 of 3");
    await expectAccessible(page, "deal page on a phone");

    // A while on each page, turned with the Next button and then the arrow key.
    await page.waitForTimeout(1600);
    await page.getByRole("button", { name: "Next page" }).tap();
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");
    await page.waitForTimeout(1600);
    await deckViewer(page).focus();
    await page.keyboard.press("ArrowRight");
    expect(await pageCounter(page).innerText()).toBe("Page 3 of 3");
    expect(await deckViewer(page).locator("img").first().getAttribute("src")).toMatch(
      /\/api\/deal\/[\w-]+\/pages\/3$/,
    );
    await page.waitForTimeout(1600);

    const form = page.getByRole("form", { name: "Your answer" });
    await form.getByRole("radio", { name: /I'd like an introduction/ }).check();
    await form.getByLabel(/A note for the studio/).fill(BACKER_NOTE);
    await form.getByRole("button", { name: "Send my answer" }).tap();
    const answer = page.getByRole("region", { name: "Your answer" });
    await answer.getByText(/You asked for an introduction/).waitFor();
    expect(await answer.innerText()).toContain(BACKER_NOTE);
    await expectAccessible(page, "deal page on a phone, answered");
    expect(problems).toEqual([]);
  });

  it("the founder accepts the introduction from the mail that asks them", async () => {
    const asked = await mailTo(founder.email, "A backer would like an introduction");
    expect(asked.text).not.toContain(backer.name);
    expect(asked.text).not.toContain(backer.email);
    // The backer's page stays open meanwhile: its last page's seconds are reported while read.
    const { page, problems, section, close } = await founderOpens(asked);
    const request = section.getByRole("group", {
      name: "A backer investing $5,001-25,000 in Farm Management Software would like an introduction",
    });
    await expectNoBackerNamed(page);
    await expectAccessible(page, "status page on a phone, a backer asks for an introduction");
    await request.getByRole("button", { name: "Accept" }).tap();
    await expect
      .poll(() => section.getByRole("status").innerText())
      .toBe("Thank you. The team will introduce you to this backer by e-mail.");
    expect(problems).toEqual([]);
    await close();
  });

  it("staff see how the backer read it and both answers, introduce the two, and the mail reaches both", {
    timeout: 60_000,
  }, async () => {
    const { staff, backerDeal } = walk;
    if (!staff || !backerDeal) throw new Error("the walk's earlier steps did not run");
    const { page, problems } = staff;
    // Back on the record (a fresh load, as staff come back to it) until the last page's seconds are in.
    let row: Locator | undefined;
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: "networkidle" });
          row = (await backerRow(page)).row;
          return facts(row);
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\d+ views?$/),
          "3 pages seen",
          expect.stringMatching(/^\d+ s spent$/),
          "The backer would like an introduction",
          "The founder accepted an introduction",
        ]),
      );
    if (!row) throw new Error("no row");
    expect(await row.getByText("Opened", { exact: true }).count()).toBe(1);
    expect(await row.innerText()).toContain(BACKER_NOTE);
    await backerDeal.close();
    walk.backerDeal = undefined;
    await expectAccessible(page, "Matching backers, both said yes");

    await row.getByRole("button", { name: `Introduce ${backer.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Introduce the founder and the backer" });
    await dialog.getByLabel("A note to both").fill(INTRODUCTION_NOTE);
    await expectAccessible(page, "the introduction dialog");
    await dialog.getByRole("button", { name: "Introduce", exact: true }).click();
    expect(await toastText(page)).toContain("Introduced");
    await row.getByText("Introduced", { exact: true }).waitFor();

    // One mail to both, naming each to the other with their address.
    const introduction = await mailTo(
      founder.email,
      `Introduction: ${founder.name} and ${backer.name}`,
    );
    expect([...introduction.to].sort()).toEqual([backer.email, founder.email].sort());
    expect(introduction.text).toContain(`${founder.name} <${founder.email}>`);
    expect(introduction.text).toContain(`${backer.name} <${backer.email}>`);
    expect(introduction.text).toContain(INTRODUCTION_NOTE);
    expect(problems).toEqual([]);
  });
});
