import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { CANNOT_SAVE_MESSAGE } from "../../server/http/errors";
import { FILL_DISK_SQL, FREE_DISK_SQL } from "../support/full-disk";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";
import { sendInvestmentInterest, sendStartupIdea } from "./support/public-forms";

const openPage = connectBrowser();
// Writes as well as reads: it fills and frees the (simulated) disk of the site's database.
const pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 1 });
const run = async (statements: string[]) => {
  for (const statement of statements) await pool.query(statement);
};
afterAll(async () => {
  await run(FREE_DISK_SQL);
  await pool.end();
});

const health = async () => {
  const response = await fetch(new URL("/api/health", baseUrl()));
  return { status: response.status, body: await response.json() };
};

describe("the public forms on a full disk (ADR 027)", () => {
  it("on the home page: says the site cannot save, keeps what was typed, sends it once there is room", async () => {
    const email = `full-disk-${Date.now().toString(36)}@example.com`;
    const idea = "Grain moisture sensors that text the farmer before the bin spoils.";
    const { page, problems, close } = await openPage("/");
    await waitForHydration(page);
    await run(FILL_DISK_SQL);

    const form = await sendStartupIdea(page, { name: "Dana Drybin", email, idea });

    const text = await toastText(page);
    expect(text).toContain("Submission Failed");
    expect(text).toContain(CANNOT_SAVE_MESSAGE);
    expect(await form.getByLabel("Full name").inputValue()).toBe("Dana Drybin");
    expect(await form.getByLabel("Email").inputValue()).toBe(email);
    expect(await form.getByLabel("Agricultural sector").inputValue()).toBe("Other");
    expect(await form.getByLabel("Your idea").inputValue()).toBe(idea);
    expect(await form.getByLabel(/I agree/).isChecked()).toBe(true);
    // The only console error is the browser's note of the 503 itself.
    expect(problems.every((problem) => problem.includes("503"))).toBe(true);

    const failing = await health();
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ status: "unavailable", reason: "writes-failing" });
    const stored = await pool.query("select 1 from startup_ideas where email = $1", [email]);
    expect(stored.rowCount).toBe(0);

    // Space is freed: the same form, untouched, goes through on the next try.
    await run(FREE_DISK_SQL);
    await form.getByRole("button", { name: "Submit Your Idea" }).click();
    await page.getByText("Submission Successful", { exact: true }).waitFor();
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    const saved = await pool.query("select idea from startup_ideas where email = $1", [email]);
    expect(saved.rows).toEqual([{ idea }]);
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    await close();
  });

  it("on /investment-interest: says the site cannot save and keeps the choices", async () => {
    const { page, close } = await openPage("/investment-interest");
    await waitForHydration(page);
    await run(FILL_DISK_SQL);
    try {
      const form = await sendInvestmentInterest(page, {
        name: "Ivy Investor",
        email: "ivy-full-disk@example.com",
      });

      const text = await toastText(page);
      expect(text).toContain("Submission Error");
      expect(text).toContain(CANNOT_SAVE_MESSAGE);
      expect(await form.getByLabel("Full name").inputValue()).toBe("Ivy Investor");
      expect(await form.getByLabel("Agricultural industry of interest").inputValue()).toBe(
        "forestry",
      );
      expect(await form.getByLabel("Available investment capital").inputValue()).toBe(
        "$5,001-25,000",
      );
      expect(await form.getByLabel(/I agree/).isChecked()).toBe(true);
    } finally {
      await run(FREE_DISK_SQL);
      await close();
    }
    // The site is healthy again for the files after this one.
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
  });
});
