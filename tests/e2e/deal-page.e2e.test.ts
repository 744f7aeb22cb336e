import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newDealToken } from "../../server/features/shares/share-record";
import { submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, waitForHydration } from "./support/browser";
import { connectDatabase } from "./support/database";
import { deckViewer, ideaWithDeck, pageCounter } from "./support/decks";

/**
 * A backer's deal page (contract §18) on a phone: the teaser and the idea, the deck's marked
 * pages turned with the keyboard and reported as viewed, the answer given and still there
 * after a reload; a revoked, expired or unknown link says so with its own HTTP status. axe
 * checks the page, its answered state and the 410 page.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const run = Date.now().toString(36);
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 } };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the page at 375 and 1280 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const TEASER =
  "A seed-stage team turning grain dryers into a shared service.\nThree pilot farms signed.";
const IDEA = "A shared grain dryer that small farms book by the hour.\nPaid per load.";

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** An idea in Ag Robotics from the founder, with a deck of `pages` pages, its pages made. */
const ideaWithPages = (name: string, email: string, pages: number) =>
  ideaWithDeck(
    query,
    {
      name,
      email,
      phone: "231-555-0199",
      idea: IDEA,
      sector: "Ag Robotics & Automation",
      stage: "Prototype/MVP",
    },
    pages,
  );

/**
 * A share of the idea with a new backer, as the founder's consent leaves it: sent, with a deal
 * link valid for 30 days. Returns the link's token (only the mail would carry it).
 */
async function sentShare(ideaId: number, backerEmail: string) {
  const { id: interestId } = await submit("/api/investment-interests", {
    name: `Bea Backer ${run}`,
    email: backerEmail,
    sectors: ["robotics"],
    investmentAmount: "$5,001-25,000",
    termsAgreed: true,
  });
  const { token, tokenHash } = newDealToken();
  const [share] = await query<{ id: number }>(
    `insert into shares (startup_idea_id, investment_interest_id, state, teaser, sector_match,
       consented_at, sent_at, expires_at, token_hash)
     values ($1, $2, 'sent', $3, true, now(), now(), now() + interval '30 days', $4)
     returning id`,
    [ideaId, interestId, TEASER, tokenHash],
  );
  if (!share) throw new Error("the share was not inserted");
  return { shareId: share.id, token };
}

describe("a backer's deal page", () => {
  it("shows the idea on a phone, pages through the deck by keyboard and takes an answer", {
    timeout: 120_000,
  }, async () => {
    const founderEmail = `fran-${run}@example.com`;
    const backerEmail = `bea-${run}@example.com`;
    const ideaId = await ideaWithPages(`Fran Founder ${run}`, founderEmail, 3);
    const { shareId, token } = await sentShare(ideaId, backerEmail);

    const { page, problems, close } = await openPage("about:blank", PHONE);
    const scriptBytes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script")
        scriptBytes.push(
          request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
        );
    });
    const response = await page.goto(new URL(`/deal/${token}`, baseUrl()).href, {
      waitUntil: "networkidle",
    });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page
      .getByRole("heading", { name: "A startup idea in Ag Robotics & Automation", level: 1 })
      .waitFor();
    const text = await page.locator("main").innerText();
    // The teaser first, then the idea as the founder wrote it, line breaks kept.
    expect(text.indexOf("Three pilot farms signed.")).toBeLessThan(text.indexOf("Paid per load."));
    expect(text).toContain("book by the hour.\nPaid per load.");
    expect(text).toContain("Prototype/MVP");
    expect(text).toContain(
      `Viewing is recorded. The pages are marked with your address, ${backerEmail}.`,
    );
    // Never the founder's name, e-mail or phone.
    expect(text).not.toContain(founderEmail);
    expect(text).not.toContain("Fran Founder");
    expect(text).not.toContain("555-0199");
    await waitForHydration(page);
    // The public pages' JavaScript budget (docs/performance.md), the deck's viewer included.
    const loaded = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0);
    expect(loaded).toBeLessThan(90 * 1024);
    console.log(`/deal/{token}: ${(loaded / 1024).toFixed(1)} KB of JavaScript on the wire`);
    expect(await pageCounter(page).innerText()).toBe("Page 1 of 3");
    const shown = deckViewer(page).locator("img").first();
    expect(await shown.getAttribute("src")).toBe(`/api/deal/${token}/pages/1`);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // No sideways scroll on a phone.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectAccessible(page, "deal page");
    await shot(page, "deal-page-375");

    // Read page 1 a while, then turn the pages with the keyboard.
    await page.waitForTimeout(2200);
    await deckViewer(page).focus();
    await page.keyboard.press("ArrowRight");
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");
    await page.waitForTimeout(1600);
    await page.keyboard.press("ArrowRight");
    expect(await pageCounter(page).innerText()).toBe("Page 3 of 3");
    expect(await shown.getAttribute("src")).toBe(`/api/deal/${token}/pages/3`);
    await page.keyboard.press("ArrowLeft");
    expect(await pageCounter(page).innerText()).toBe("Page 2 of 3");

    // The seconds on each page reach the share, as the page reports them.
    await expect
      .poll(
        async () =>
          (
            await query<{ page_seconds: Record<string, number> }>(
              "select page_seconds from shares where id = $1",
              [shareId],
            )
          )[0]?.page_seconds ?? {},
        { timeout: 15_000 },
      )
      .toMatchObject({ "1": expect.any(Number), "2": expect.any(Number) });
    const [viewed] = await query<{ page_seconds: Record<string, number>; views: number }>(
      "select page_seconds, views from shares where id = $1",
      [shareId],
    );
    expect(viewed?.page_seconds["1"]).toBeGreaterThanOrEqual(2);
    expect(viewed?.views).toBeGreaterThanOrEqual(1);

    // The answer: an introduction, with a note.
    const form = page.getByRole("form", { name: "Your answer" });
    await form.getByRole("button", { name: "Send my answer" }).click();
    await form.getByRole("alert").filter({ hasText: "Choose an answer" }).waitFor();
    await expectAccessible(page, "deal page, no answer chosen");
    await form.getByRole("radio", { name: /I'd like an introduction/ }).check();
    await form.getByLabel(/A note for the studio/).fill("Could we talk about the pilots?");
    await form.getByRole("button", { name: "Send my answer" }).click();
    const answer = page.getByRole("region", { name: "Your answer" });
    await answer.getByText(/You asked for an introduction/).waitFor();
    expect(await answer.innerText()).toContain("Could we talk about the pilots?");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Change my answer");
    await expectAccessible(page, "deal page, answered");
    await shot(page, "deal-page-answered-375");
    const [answered] = await query<{ response: string; response_note: string }>(
      "select response, response_note from shares where id = $1",
      [shareId],
    );
    expect(answered).toEqual({
      response: "interested",
      response_note: "Could we talk about the pilots?",
    });

    // It is stored: a fresh load shows it, and it can still be changed.
    await page.reload({ waitUntil: "networkidle" });
    const reloaded = page.getByRole("region", { name: "Your answer" });
    await reloaded.getByText(/You asked for an introduction/).waitFor();
    expect(await reloaded.innerText()).toContain("Could we talk about the pilots?");
    await reloaded.getByRole("button", { name: "Change my answer" }).click();
    expect(
      await reloaded.getByRole("radio", { name: /I'd like an introduction/ }).isChecked(),
    ).toBe(true);
    await reloaded.getByRole("radio", { name: /Not for me/ }).check();
    await reloaded.getByLabel(/A note for the studio/).fill("");
    await reloaded.getByRole("button", { name: "Send my answer" }).click();
    await reloaded.getByText(/not for you/).waitFor();
    const [changed] = await query<{ response: string }>(
      "select response from shares where id = $1",
      [shareId],
    );
    expect(changed?.response).toBe("not-for-me");
    expect(problems).toEqual([]);
    await close();

    // The smallest phone it is made for: no sideways scroll, the page turns.
    const small = await openPage(`/deal/${token}`, { viewport: { width: 360, height: 720 } });
    await waitForHydration(small.page);
    await small.page.getByRole("button", { name: "Next page" }).click();
    expect(await pageCounter(small.page).innerText()).toBe("Page 2 of 3");
    expect(
      await small.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await small.close();

    // The same page at the desk.
    const desk = await openPage(`/deal/${token}`);
    await waitForHydration(desk.page);
    await pageCounter(desk.page).waitFor();
    await shot(desk.page, "deal-page-1280");

    // Once introduced, the answer stands: said so, and no form to change it.
    await query(
      "update shares set state = 'introduced', introduced_at = now(), response = 'interested' where id = $1",
      [shareId],
    );
    await desk.page.reload({ waitUntil: "networkidle" });
    const introduced = desk.page.getByRole("region", { name: "Your answer" });
    await introduced.getByText(/You have been introduced/).waitFor();
    expect(await introduced.getByRole("button").count()).toBe(0);
    await expectAccessible(desk.page, "deal page, introduced");
    expect(desk.problems).toEqual([]);
    await desk.close();
  });

  it("records the reading of an idea without a deck: the link is seen to be opened", async () => {
    const { id: ideaId } = await submit("/api/ideas", {
      name: `Nora Nodeck ${run}`,
      email: `nora-${run}@example.com`,
      idea: IDEA,
      sector: "Ag Robotics & Automation",
      stage: "Prototype/MVP",
    });
    const { shareId, token } = await sentShare(ideaId, `nodeck-${run}@example.com`);
    const { page, problems, close } = await openPage(`/deal/${token}`, PHONE);
    await waitForHydration(page);
    expect(await page.getByRole("region", { name: /Pitch deck/ }).count()).toBe(0);
    // The reading is reported as the page itself (page 0) every few seconds and on leaving.
    await expect
      .poll(
        async () =>
          (
            await query<{ views: number; seconds: number; pages: string }>(
              `select views, seconds_viewed as seconds, page_seconds::text as pages
               from shares where id = $1`,
              [shareId],
            )
          )[0],
        { timeout: 15_000 },
      )
      .toMatchObject({ views: 1, pages: "{}" });
    await expectAccessible(page, "deal page without a deck");
    expect(problems).toEqual([]);
    await close();
  });

  it("says a revoked link was withdrawn, with a 410, and an unknown one is a 404", async () => {
    const ideaId = await ideaWithPages(`Rob Revoked ${run}`, `rob-${run}@example.com`, 1);
    const { shareId, token } = await sentShare(ideaId, `rev-${run}@example.com`);
    await query("update shares set state = 'revoked', revoked_at = now() where id = $1", [shareId]);

    const { page, response, problems, close } = await openPage(`/deal/${token}`, PHONE);
    expect(response?.status()).toBe(410);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await page
      .getByRole("heading", { name: "This link was withdrawn by the studio", level: 1 })
      .waitFor();
    expect(await page.locator("main").innerText()).not.toContain(TEASER.split("\n")[0]);
    await expectAccessible(page, "deal link withdrawn");
    await shot(page, "deal-revoked-375");
    // The one "problem" is the page's own status, as Chromium logs it.
    expect(problems).toEqual([expect.stringContaining("status of 410")]);
    await close();

    const desk = await openPage(`/deal/${token}`);
    await shot(desk.page, "deal-revoked-1280");
    await desk.close();

    // Expired: a link past its 30 days.
    const other = await sentShare(ideaId, `exp-${run}@example.com`);
    await query("update shares set expires_at = now() - interval '1 minute' where id = $1", [
      other.shareId,
    ]);
    const expired = await openPage(`/deal/${other.token}`, PHONE);
    expect(expired.response?.status()).toBe(410);
    await expired.page.getByRole("heading", { name: "This link has expired", level: 1 }).waitFor();
    await expired.close();

    const unknown = await openPage(`/deal/${newDealToken().token}`, PHONE);
    expect(unknown.response?.status()).toBe(404);
    expect(unknown.response?.headers()["cache-control"]).toBe("no-store");
    await unknown.page
      .getByRole("heading", { name: "This link does not exist", level: 1 })
      .waitFor();
    await expectAccessible(unknown.page, "deal link unknown");
    await unknown.close();
  });
});
