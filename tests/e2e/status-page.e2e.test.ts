import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { submit } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { connectDatabase } from "./support/database";

/**
 * The submitter's private status page (contract §13) on a phone: opened from the link of the
 * acknowledgement mail, answered, and withdrawn through its confirmation. axe-core checks the
 * filled, empty and error states.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const run = Date.now().toString(36);
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 } };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the page at 375 and 1280 px. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Submits an idea and returns the token of the status link its acknowledgement carries. */
async function submittedWithLink(name: string, email: string) {
  const { id } = await submit("/api/ideas", {
    name,
    email,
    idea: "A shared grain dryer that small farms book by the hour.\nPaid per load.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  });
  await expect
    .poll(
      async () =>
        (
          await query<{ text_body: string }>(
            "select text_body from mail_outbox where recipient = $1",
            [email],
          )
        )[0]?.text_body ?? "",
      { timeout: 15_000 },
    )
    .toMatch(/\/status\/[\w-]{43}/);
  const [mail] = await query<{ text_body: string }>(
    "select text_body from mail_outbox where recipient = $1",
    [email],
  );
  const token = mail?.text_body.match(/\/status\/([\w-]{43})/)?.[1];
  if (!token) throw new Error("no status link in the acknowledgement");
  return { id, token };
}

describe("the status page", () => {
  it("opens from the acknowledgement's link on a phone, shows the stage and takes an answer", async () => {
    const { id, token } = await submittedWithLink(`Paula Phone ${run}`, `paula-${run}@example.com`);
    // A message from the team, as the back office stores one it sent.
    await query(
      "insert into messages (startup_idea_id, direction, via, subject, body) values ($1, 'out', 'staff', $2, $3)",
      [id, "A question about your submission", "Dear Paula,\n\nHow many farms would share one?"],
    );

    const { page, response, problems, close } = await openPage(`/status/${token}`, PHONE);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.getByRole("heading", { name: "Your startup idea", level: 1 }).waitFor();
    const current = page.locator('[aria-current="step"]');
    expect(await current.innerText()).toContain("Received");
    const steps = page.getByRole("list", { name: "Progress" }).getByRole("listitem");
    expect(await steps.count()).toBe(4);
    const thread = page.getByRole("region", { name: "Messages" });
    expect(await thread.innerText()).toContain("How many farms would share one?");
    expect(await thread.innerText()).toContain("The team");
    await expectAccessible(page, "status page with a team message");
    await shot(page, "status-page-375");

    // Sending nothing names the field.
    const form = page.getByRole("form", { name: "Your answer" });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("alert").filter({ hasText: "Your answer is required" }).waitFor();
    expect(await form.getByLabel(/Your answer/).getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "status page, empty answer");
    await shot(page, "status-page-error-375");

    await form.getByLabel(/Your answer/).fill("About twelve.\nMaybe more in harvest.");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("status").filter({ hasText: "Thank you" }).waitFor();
    const mine = thread.getByRole("listitem").last();
    expect(await mine.innerText()).toContain("You");
    expect(await mine.innerText()).toContain("About twelve.\nMaybe more in harvest.");
    expect(await form.getByLabel(/Your answer/).inputValue()).toBe("");
    await expectAccessible(page, "status page after an answer");

    // It is stored: a fresh load shows it, and the team's count went up.
    await page.reload({ waitUntil: "networkidle" });
    expect(await thread.innerText()).toContain("Maybe more in harvest.");
    const [row] = await query<{ unread_messages: number }>(
      "select unread_messages from startup_ideas where id = $1",
      [id],
    );
    expect(row?.unread_messages).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it("withdraws through a keyboard-usable confirmation and then says it is done", async () => {
    const email = `walt-${run}@example.com`;
    const { id, token } = await submittedWithLink(`Walt Withdraw ${run}`, email);
    const { page, problems, close } = await openPage(`/status/${token}`, PHONE);
    expect(await page.getByRole("region", { name: "Messages" }).innerText()).toContain(
      "No messages yet.",
    );
    await expectAccessible(page, "status page, empty thread");

    const opener = page.getByRole("button", { name: "Withdraw and delete my data" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Withdraw and delete your data?" });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Keep it");
    await expectAccessible(page, "withdraw confirmation");
    await shot(page, "status-withdraw-dialog-375");

    // Escape keeps it, and focus goes back to the button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Withdraw and delete my data",
    );

    // By keyboard alone: open, move to the confirming button, press it.
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Yes, withdraw and delete",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL((address) => address.pathname === "/status/withdrawn");
    await page.getByRole("heading", { name: "Your submission was withdrawn", level: 1 }).waitFor();
    await expectAccessible(page, "withdrawn");

    expect(await query("select id from startup_ideas where id = $1", [id])).toEqual([]);
    expect(await query("select id from mail_outbox where recipient = $1", [email])).toEqual([]);
    const gone = await page.goto(new URL(`/status/${token}`, baseUrl()).href);
    expect(gone?.status()).toBe(404);
    expect(gone?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { name: "This link is not valid", level: 1 }).waitFor();
    await expectAccessible(page, "unknown status link");
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await close();
  });

  it("lays the page out for a desktop too", async () => {
    const { token } = await submittedWithLink(`Dana Desktop ${run}`, `dana-${run}@example.com`);
    const { page, response, close } = await openPage(`/status/${token}`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "Your startup idea", level: 1 }).waitFor();
    await expectAccessible(page, "status page at 1280 px");
    await shot(page, "status-page-1280");
    await close();
  });
});
