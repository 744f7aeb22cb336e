import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { newCard } from "./support/board";
import { baseUrl, connectBrowser } from "./support/browser";
import { connectDatabase } from "./support/database";
import {
  composer,
  createTemplate,
  messagesPanel,
  navLink,
  preview,
  receiveAnswer,
  reloadUntil,
  thread,
} from "./support/messages";
import { createStaffAccount } from "./support/staff";

/**
 * Talking with the submitter in the back office (contract §13): a reviewer writes from a
 * template and sees the mail go out; an answer shows as unread in the lists, on the board
 * and in the navigation until someone opens the thread.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the panel at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const FOUNDER = { name: `Ana Farm ${run}`, email: `ana-${run}@example.com` };
const QUIET = { name: `Quill Orchard ${run}`, email: `quill-${run}@example.com` };
const TEMPLATE = {
  name: `First reply ${run}`,
  subject: "Your idea, {{firstName}}",
  body: "Hello {{name}},\nthank you for writing.\nSee {{statusUrl}}\n\n{{staffName}}",
};
let reviewer = { username: "", password: "" };
const ids = { founder: 0, quiet: 0, investor: 0 };
const INVESTOR = { name: `Ivo Invest ${run}`, email: `ivo-${run}@example.com` };

beforeAll(async () => {
  for (const [key, person] of [
    ["founder", FOUNDER],
    ["quiet", QUIET],
  ] as const) {
    ids[key] = (
      await submit("/api/ideas", {
        ...person,
        idea: "Soil sensors that text the farmer.",
        sector: "Biotech",
        stage: "Concept/Idea stage",
      })
    ).id;
  }
  ids.investor = (
    await submit("/api/investment-interests", {
      ...INVESTOR,
      sectors: ["robotics"],
      investmentAmount: "$25,000+",
      termsAgreed: true,
    })
  ).id;
  await createTemplate(await apiSession(), TEMPLATE);
  reviewer = await createStaffAccount("reviewer", `msg-reviewer-${run}`);
});

async function signedIn(path: string, viewport = { width: 1280, height: 900 }) {
  const opened = await openPage("/admin/login", { viewport });
  await signInThroughForm(opened.page, reviewer.username, reviewer.password);
  // The login page asks who is signed in first: that 401 is expected, not a problem.
  opened.problems.length = 0;
  await opened.page.goto(url(path), { waitUntil: "networkidle" });
  return opened;
}

async function unreadOf(ideaId: number) {
  const [stored] = await query<{ unread_messages: number }>(
    "select unread_messages from startup_ideas where id = $1",
    [ideaId],
  );
  return stored?.unread_messages;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe("the Messages panel", () => {
  it("shows an empty thread, and a reviewer writes from a template with a preview; the mail goes out", async () => {
    const { page, problems, close } = await signedIn(`/admin/startup-ideas/${ids.founder}`);
    await messagesPanel(page).getByText("No messages yet").waitFor();
    await expectAccessible(page, "an empty thread");

    await composer(page).getByRole("button", { name: "Use a template" }).click();
    await page.getByRole("menuitem", { name: TEMPLATE.name }).click();
    const subject = composer(page).getByLabel("Subject");
    const body = composer(page).getByLabel("Message");
    expect(await subject.inputValue()).toBe("Your idea, Ana");
    expect(await body.inputValue()).toContain(`Hello ${FOUNDER.name},\nthank you for writing.`);
    const shown = await preview(page).innerText();
    expect(shown).toContain(`Hello ${FOUNDER.name},`);
    expect(shown).toContain("See (a private link for them)");
    expect(shown).toContain(reviewer.username);
    expect(shown).not.toContain("{{");
    await expectAccessible(page, "a template in the composer");
    await shot(page, "messages-composer-1280");

    // Ctrl+Enter sends; the message joins the thread and the field is ready for the next.
    await body.press("Control+Enter");
    await composer(page).getByRole("status").getByText(`Message sent to ${FOUNDER.name}`).waitFor();
    expect(await body.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await body.inputValue()).toBe("");
    const sent = thread(page, FOUNDER.name).getByRole("listitem");
    expect(await sent.count()).toBe(1);
    expect(await sent.innerText()).toContain(`To ${FOUNDER.name}`);
    expect(await sent.innerText()).toContain("Your idea, Ana");

    // The outbox's worker sends it to the SMTP sink: the thread says so.
    await reloadUntil(
      page,
      async () => (await sent.getByText("Sent", { exact: true }).count()) === 1,
      "the message's delivery",
    );
    const [mail] = await query<{ subject: string; text_body: string; status: string }>(
      "select subject, text_body, status from mail_outbox where recipient = $1 and purpose = 'message'",
      [FOUNDER.email],
    );
    expect(mail?.status).toBe("sent");
    expect(mail?.subject).toBe("Your idea, Ana");
    expect(mail?.text_body).toMatch(new RegExp(`^Hello ${FOUNDER.name},\\nthank you`));
    // The link is filled in (the outbox keeps no token once the mail has gone).
    expect(mail?.text_body).toMatch(/\nSee http:\/\/127\.0\.0\.1:\d+\/status\//);
    await expectAccessible(page, "a thread with a sent message");
    await shot(page, "messages-thread-1280");
    expect(problems).toEqual([]);
    await close();
  });

  it("refuses a blank message on the field and keeps the thread as it was", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids.quiet}`);
    await composer(page).getByRole("button", { name: "Send message" }).click();
    await composer(page).getByText("Message is required").waitFor();
    expect(
      await composer(page)
        .getByLabel("Message")
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);
    expect(await messagesPanel(page).getByText("No messages yet").count()).toBe(1);
    await close();
  });

  it("is on an investment interest's page too, and writes to the investor", async () => {
    const { page, problems, close } = await signedIn(`/admin/investment-interests/${ids.investor}`);
    await messagesPanel(page).getByText("No messages yet").waitFor();
    await composer(page).getByLabel("Message").fill("Dear Ivo,\nthank you.");
    await composer(page).getByRole("button", { name: "Send message" }).click();
    const sent = thread(page, INVESTOR.name).getByRole("listitem");
    await sent.waitFor();
    expect(await sent.innerText()).toContain("Dear Ivo,\nthank you.");
    // No subject given: the server's own.
    expect(await sent.innerText()).toContain("About your investment interest");
    expect(problems).toEqual([]);
    await close();
  });

  it("says when the thread cannot be loaded, with Try again", async () => {
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, reviewer.username, reviewer.password);
    await page.route(/\/api\/admin\/startup-ideas\/\d+\/messages$/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Down"}' }),
    );
    await page.goto(url(`/admin/startup-ideas/${ids.founder}`), { waitUntil: "networkidle" });
    await messagesPanel(page).getByText("Error loading messages").waitFor({ timeout: 15_000 });
    await messagesPanel(page).getByRole("button", { name: "Try again" }).waitFor();
    await expectAccessible(page, "a thread that failed to load");
    await close();
  });
});

describe("unread answers", () => {
  it("show in the list, on the board and in the navigation until the thread is opened", async () => {
    await receiveAnswer(query, ids.quiet, "Thank you!\nWhen can we talk?\n<b>not bold</b>");
    const { page, problems, close } = await signedIn("/admin/startup-ideas");
    const row = page.getByRole("row").filter({ hasText: QUIET.name });
    await row.getByText("1 unread message").waitFor();
    await navLink(page, "Startup Ideas")
      .getByText(/\d+ records? with unread messages/)
      .waitFor({ state: "attached" });

    await shot(page, "unread-list-1280");

    // The Unread filter keeps only the records that wait.
    await page.getByLabel("Messages").selectOption("unread");
    await page.waitForURL(/filter=unread/);
    await page.getByRole("row").filter({ hasText: FOUNDER.name }).waitFor({ state: "detached" });
    await row.waitFor();
    await expectAccessible(page, "the list filtered to unread");

    await page.goto(url("/admin/startup-ideas/board"), { waitUntil: "networkidle" });
    const card = await newCard(page, QUIET.name);
    await card.getByText("1 unread message").waitFor();
    await shot(page, "unread-board-1280");

    // Opening the thread marks it read for the whole team: the badges and the count go.
    await card.getByRole("link", { name: QUIET.name }).click();
    const answer = thread(page, QUIET.name).getByRole("listitem");
    await answer.waitFor();
    const text = await answer.innerText();
    expect(text).toContain(`From ${QUIET.name}`);
    expect(text).toContain("Via status page");
    expect(text).toContain("Thank you!\nWhen can we talk?\n<b>not bold</b>");
    await navLink(page, "Startup Ideas")
      .getByText(/with unread messages/)
      .waitFor({ state: "detached" });
    expect(await unreadOf(ids.quiet)).toBe(0);
    await expectAccessible(page, "a thread with an answer");
    await shot(page, "messages-answer-1280");

    // An answer that comes while the thread is open is read too, once the thread shows it: the
    // open thread asks the server again every 30 s, and at once when the person comes back to
    // the tab (which the test does rather than wait).
    await receiveAnswer(query, ids.quiet, "One more thing.");
    await page.evaluate(() =>
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true })),
    );
    await thread(page, QUIET.name).getByText("One more thing.").waitFor({ timeout: 10_000 });
    await expect.poll(() => unreadOf(ids.quiet), { timeout: 10_000 }).toBe(0);

    await page.goto(url("/admin/startup-ideas?filter=unread"), { waitUntil: "networkidle" });
    await page.getByRole("row").filter({ hasText: QUIET.name }).waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await close();
  }, 45_000);

  it("reads well on a phone, saying how many attachments of an e-mail reply were not kept", async () => {
    await receiveAnswer(query, ids.founder, "The plan is attached.", { attachmentCount: 1 });
    await receiveAnswer(query, ids.founder, "And the photos.", { attachmentCount: 3 });
    const { page, problems, close } = await signedIn(`/admin/startup-ideas/${ids.founder}`, {
      width: 375,
      height: 740,
    });
    const replies = thread(page, FOUNDER.name)
      .getByRole("listitem")
      .filter({ hasText: "Via e-mail reply" });
    await replies.nth(1).waitFor();
    expect(await replies.nth(0).innerText()).toContain(
      "1 attachment was not kept — ask for it on the status page",
    );
    expect(await replies.nth(1).innerText()).toContain(
      "3 attachments were not kept — ask for them on the status page",
    );
    // The team's own message had none, and says nothing of attachments.
    const sent = thread(page, FOUNDER.name)
      .getByRole("listitem")
      .filter({ hasText: `To ${FOUNDER.name}` });
    expect(await sent.innerText()).not.toContain("attachment");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page, "the thread on a phone");
    await shot(page, "messages-thread-375");
    expect(problems).toEqual([]);
    await close();
  });
});
