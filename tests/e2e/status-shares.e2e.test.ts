import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { connectDatabase } from "./support/database";
import { connectStatusTokens } from "./support/status-tokens";

/**
 * The founder's side of sharing an idea with backers (contract §18), on their status page on a
 * phone: the team's proposal (how many backers, their sectors and amounts, never a name), the
 * founder's Share, then a backer's wish for an introduction and the founder's Accept. axe checks
 * each state; no backer's name or address is ever on the page.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const statusTokenFor = connectStatusTokens();
const run = Date.now().toString(36);
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 } };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the section at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const TEASER = "A soil-moisture network that tells tree nurseries when to water, row by row.";
const backers = [
  {
    name: `Bruno Backer ${run}`,
    email: `bruno-${run}@example.com`,
    sectors: ["forestry"],
    investmentAmount: "$5,001-25,000",
  },
  {
    name: `Carla Capital ${run}`,
    email: `carla-${run}@example.com`,
    sectors: ["robotics", "forestry"],
    investmentAmount: "$25,000+",
  },
];

let interestIds: number[] | undefined;

/** An idea in Forestry Technology from `founder`, proposed by the team to both backers. */
async function proposedIdea(founder: string) {
  const idea = await submit("/api/ideas", {
    name: `${founder} ${run}`,
    email: `${founder.toLowerCase().replace(/\W+/g, "-")}-${run}@example.com`,
    idea: "Moisture sensors for tree nurseries.",
    sector: "Forestry Technology",
    stage: "Prototype/MVP",
  });
  interestIds ??= await Promise.all(
    backers.map(
      async (backer) =>
        (await submit("/api/investment-interests", { ...backer, termsAgreed: true })).id,
    ),
  );
  const cookie = await apiSession();
  const proposed = await adminApi(cookie, "POST", `/api/admin/startup-ideas/${idea.id}/shares`, {
    interestIds,
    teaser: TEASER,
  });
  expect(proposed.status, await proposed.clone().text()).toBe(201);
  return { ideaId: idea.id, interestIds };
}

/** A backer answers "I'd like an introduction" on their deal page, from the link in their mail. */
async function backerAsksForIntroduction(email: string) {
  await expect
    .poll(async () => (await dealLinkIn(email)) ?? "", { timeout: 15_000 })
    .toMatch(/^[\w-]+$/);
  const dealToken = await dealLinkIn(email);
  const answered = await fetch(new URL(`/api/deal/${dealToken}/response`, baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ response: "interested" }),
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
}

async function dealLinkIn(email: string) {
  const mails = await query<{ text_body: string }>(
    "select text_body from mail_outbox where recipient = $1",
    [email],
  );
  return mails.map((mail) => mail.text_body.match(/\/deal\/([\w-]+)/)?.[1]).find(Boolean);
}

/** Nothing on the page names a backer or gives their address. */
async function expectNoBackerNamed(page: Page) {
  const html = await page.content();
  for (const backer of backers) {
    expect(html).not.toContain(backer.name);
    expect(html).not.toContain(backer.email);
  }
}

describe("the founder's side of sharing with backers", () => {
  it("shows the proposal on a phone, shares, and accepts a backer's introduction", async () => {
    const { ideaId, interestIds } = await proposedIdea("Fiona Founder");
    const token = await statusTokenFor(ideaId);
    const { page, problems, close } = await openPage(`/status/${token}`, PHONE);
    const section = page.getByRole("region", { name: "Backers" });
    const proposal = section.getByRole("group", {
      name: "We would like to show your idea to 2 backers",
    });
    const proposalText = await proposal.innerText();
    expect(proposalText).toContain("Forestry, investing $5,001-25,000");
    expect(proposalText).toContain("Robotics & Automation and Forestry, investing $25,000+");
    expect(proposalText).toContain(TEASER);
    await expectNoBackerNamed(page);
    await expectAccessible(page, "status page, backers awaiting the founder");
    await shot(page, "status-shares-proposal-375");
    // The section fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // By keyboard: focus the Share button and press it.
    await proposal.getByRole("button", { name: "Share", exact: true }).focus();
    await page.keyboard.press("Enter");
    const result = section.getByRole("status");
    await expect
      .poll(() => result.innerText())
      .toBe("Thank you. Your idea is on its way to 2 backers.");
    await proposal.waitFor({ state: "detached" });
    const states = section.locator("[data-share-state]");
    await expect
      .poll(() =>
        states.evaluateAll((items) => items.map((item) => item.getAttribute("data-share-state"))),
      )
      .toEqual(["sent", "sent"]);
    expect(await section.getByRole("listitem").filter({ hasText: "Sent" }).count()).toBe(2);
    const stored = await query<{ state: string }>(
      "select state from shares where startup_idea_id = $1 order by id",
      [ideaId],
    );
    expect(stored.map((share) => share.state)).toEqual(["sent", "sent"]);
    await expectNoBackerNamed(page);
    await expectAccessible(page, "status page, shares sent");
    await shot(page, "status-shares-sent-375");

    // Carla asks for an introduction; the founder's page asks them.
    const carla = backers[1];
    if (!carla) throw new Error("no second backer");
    await backerAsksForIntroduction(carla.email);
    await page.reload({ waitUntil: "networkidle" });
    const request = section.getByRole("group", {
      name: "A backer investing $25,000+ in Robotics & Automation and Forestry would like an introduction",
    });
    await request.waitFor();
    await expectNoBackerNamed(page);
    await expectAccessible(page, "status page, a backer asks for an introduction");
    await shot(page, "status-shares-request-375");

    await request.getByRole("button", { name: "Accept" }).click();
    await expect
      .poll(() => result.innerText())
      .toBe("Thank you. The team will introduce you to this backer by e-mail.");
    await request.waitFor({ state: "detached" });
    expect(await section.innerText()).toContain(
      "You accepted an introduction: the team will introduce you by e-mail",
    );
    const [decided] = await query<{ introduction_decision: string }>(
      "select introduction_decision from shares where startup_idea_id = $1 and investment_interest_id = $2",
      [ideaId, interestIds[1]],
    );
    expect(decided?.introduction_decision).toBe("accept");
    await expectNoBackerNamed(page);
    await expectAccessible(page, "status page, introduction accepted");
    await shot(page, "status-shares-accepted-375");
    expect(problems).toEqual([]);
    await close();

    const desktop = await openPage(`/status/${token}`);
    await desktop.page.getByRole("region", { name: "Backers" }).waitFor();
    await expectAccessible(desktop.page, "status page with shares at 1280 px");
    await shot(desktop.page, "status-shares-1280");
    await desktop.close();
  });

  it("takes a Don't share at 1280 px, and shows the server's refusal of an answer given twice", async () => {
    const { ideaId } = await proposedIdea("Dora Desktop");
    const token = await statusTokenFor(ideaId);
    const first = await openPage(`/status/${token}`);
    const second = await openPage(`/status/${token}`);
    const proposal = (page: Page) =>
      page
        .getByRole("region", { name: "Backers" })
        .getByRole("group", { name: "We would like to show your idea to 2 backers" });
    await proposal(first.page).waitFor();
    await expectAccessible(first.page, "status page, backers awaiting the founder, 1280 px");
    await shot(first.page, "status-shares-proposal-1280");

    await proposal(first.page).getByRole("button", { name: "Don't share" }).click();
    const firstSection = first.page.getByRole("region", { name: "Backers" });
    await expect
      .poll(() => firstSection.getByRole("status").innerText())
      .toBe("Understood. Your idea will not be shown to these backers.");
    expect(await firstSection.getByText("Not shared: you said no").count()).toBe(2);
    const stored = await query<{ state: string }>(
      "select state from shares where startup_idea_id = $1",
      [ideaId],
    );
    expect(stored.map((share) => share.state)).toEqual(["declined", "declined"]);
    await expectAccessible(first.page, "status page, sharing declined, 1280 px");
    await shot(first.page, "status-shares-declined-1280");

    // The other tab still shows the question; its answer comes too late and the server says so.
    await proposal(second.page).getByRole("button", { name: "Share", exact: true }).click();
    const refusal = second.page.getByRole("region", { name: "Backers" }).getByRole("alert");
    await expect
      .poll(() => refusal.innerText())
      .toBe("Nothing is waiting for your consent. Reload the page to see where things stand.");
    await expectAccessible(second.page, "status page, an answer refused");
    await shot(second.page, "status-shares-refused-1280");
    expect([...first.problems, ...second.problems.filter((text) => !text.includes("409"))]).toEqual(
      [],
    );
    await first.close();
    await second.close();
  });
});
