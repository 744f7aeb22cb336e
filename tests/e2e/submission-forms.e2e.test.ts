import { describe, expect, it } from "vitest";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";
import { connectDatabase } from "./support/database";
import { sendInvestmentInterest, sendStartupIdea } from "./support/public-forms";

const openPage = connectBrowser();
const query = connectDatabase();

/** Unique per run, so rows written by this test are found among any others. */
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("startup idea form on the home page", () => {
  it("shows every validation message for an empty form and sends nothing", async () => {
    const { page, problems, close } = await openPage("/#idea");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Startup idea" });
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    const alerts = form.getByRole("alert");
    await alerts.first().waitFor();
    expect(await alerts.allInnerTexts()).toEqual([
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please select an agricultural sector",
      "Please provide more details about your idea",
      "You must agree to the terms and conditions",
    ]);
    expect(await form.getByLabel("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Full name").getAttribute("aria-describedby")).toBe(
      "idea-name-error",
    );
    expect(problems).toEqual([]);
    await close();
  });

  it("stores a good submission, confirms it and resets the form", async () => {
    const { page, problems, close } = await openPage("/");
    await waitForHydration(page);
    const email = `grower-${tag()}@example.com`;
    const form = page.getByRole("form", { name: "Startup idea" });
    await form.getByLabel("Full name").fill("  Jane Furrow  ");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("231-555-0100");
    await form.getByLabel("Agricultural sector").selectOption("Seeds/Inputs");
    await form.getByLabel("Stage").selectOption("Prototype/MVP");
    await form
      .getByLabel("Your idea")
      .fill("Cover-crop seed mixes matched to each field's soil test.");
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Submit Your Idea" }).click();

    expect(await toastText(page)).toContain("Submission Successful");
    expect(await toastText(page)).toContain(
      "Thank you for sharing your idea. We'll be in touch soon!",
    );
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    expect(await form.getByLabel(/I agree/).isChecked()).toBe(false);

    const rows = await query<Record<string, string>>(
      "select name, phone, sector, stage, idea, status from startup_ideas where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        name: "Jane Furrow",
        phone: "231-555-0100",
        sector: "Seeds/Inputs",
        stage: "Prototype/MVP",
        idea: "Cover-crop seed mixes matched to each field's soil test.",
        status: "new",
      },
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it("holds a submit made before the page's scripts arrived and sends it once the form is live", async () => {
    const { page, problems, close } = await openPage("about:blank");
    // The client entry is held back, as on a slow network: the page is there, its scripts not.
    let release: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const entryAsked = new Promise<void>((asked) => {
      void page.route("**/assets/entry.client-*.js", async (route) => {
        asked();
        await scriptsHeld;
        await route.continue();
      });
    });
    await page.goto(new URL("/", baseUrl()).href);
    await entryAsked;
    const email = `early-${tag()}@example.com`;
    const form = page.getByRole("form", { name: "Startup idea" });
    await form.getByLabel("Full name").fill("Early Bird");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Agricultural sector").selectOption("Biotech");
    await form.getByLabel("Your idea").fill("Soil sensors read by a phone in a field.");
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    // Not sent by the browser as a plain form: nothing the visitor typed goes into the address.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");

    release();
    expect(await toastText(page)).toContain("Submission Successful");
    const rows = await query<{ name: string }>("SELECT name FROM startup_ideas WHERE email = $1", [
      email,
    ]);
    expect(rows).toEqual([{ name: "Early Bird" }]);
    expect(problems).toEqual([]);
    await close();
  });

  it("says 'Submitting...' while sending and shows the server's message when it refuses", async () => {
    const { page, close } = await openPage("/");
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/ideas", async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please try again in 1 hour." }),
      });
    });
    const form = await sendStartupIdea(page, {
      name: "Sam Sower",
      email: "sam@example.com",
      idea: "A marketplace for shared grain dryers.",
    });

    const busy = form.getByRole("button", { name: "Submitting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const text = await toastText(page);
    expect(text).toContain("Submission Failed");
    expect(text).toContain("Too many requests. Please try again in 1 hour.");
    // A failed submission keeps what the visitor typed.
    expect(await form.getByLabel("Full name").inputValue()).toBe("Sam Sower");

    // F8 moves focus to the notification area (Radix Toast's hotkey).
    await page.keyboard.press("F8");
    const focusInRegion = await page
      .getByRole("region", { name: /Notifications/ })
      .evaluate((region) => region.contains(document.activeElement));
    expect(focusInRegion).toBe(true);
    await close();
  });
});

describe("investment interest form on /startup-ideas", () => {
  it("validates, stores the startups-page shape and shows the Thank You panel", async () => {
    const { page, problems, close } = await openPage("/startup-ideas");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Investment interest" });
    await form.getByRole("button", { name: "Register Interest" }).click();
    await form.getByRole("alert").first().waitFor();
    expect(await form.getByRole("alert").allInnerTexts()).toEqual([
      "Please enter your full name.",
      "Please enter a valid email address.",
      "Please select which part of the agricultural industry you're interested in.",
      "Please select your available investment capital.",
      "You must agree to the terms and conditions.",
    ]);

    const email = `backer-${tag()}@example.com`;
    await form.getByLabel("Full name").fill("Bo Backer");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Agricultural industry of interest").selectOption("robotics");
    await form.getByLabel("Available investment capital").selectOption("$1,000-5,000");
    await form.getByLabel("Additional information").fill("Former dairy farmer.");
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Register Interest" }).click();

    expect(await toastText(page)).toContain("Success!");
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
    const rows = await query<Record<string, unknown>>(
      "select name, sectors, investment_amount, additional_info, status from investment_interests where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        name: "Bo Backer",
        sectors: ["robotics"],
        investment_amount: "$1,000-5,000",
        additional_info: "Former dairy farmer.",
        status: "new",
      },
    ]);

    await page.getByRole("button", { name: "Submit Another Idea" }).click();
    await page.getByRole("form", { name: "Investment interest" }).waitFor();
    expect(await page.getByRole("heading", { name: "Thank You!" }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("investment interest form on /investment-interest", () => {
  it("stores the invest-page shape with one sector and confirms it", async () => {
    const { page, problems, close } = await openPage("/investment-interest");
    await waitForHydration(page);
    const email = `investor-${tag()}@example.com`;
    const form = await sendInvestmentInterest(page, { name: "Ivy Investor", email });

    const text = await toastText(page);
    expect(text).toContain("Investment Interest Submitted");
    expect(text).toContain("Thank you! We'll reach out to discuss opportunities soon.");
    const rows = await query<Record<string, unknown>>(
      "select sectors, investment_amount from investment_interests where email = $1",
      [email],
    );
    expect(rows).toEqual([{ sectors: ["forestry"], investment_amount: "$5,001-25,000" }]);
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await close();
  });
});
