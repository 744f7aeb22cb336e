import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { CANNOT_SAVE_MESSAGE } from "../../server/http/errors";
import { FILL_DISK_SQL, FREE_DISK_SQL } from "../support/full-disk";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";

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

describe("the startup idea form on a full disk (ADR 027)", () => {
  it("says the site cannot save, keeps what was typed, and sends it once there is room", async () => {
    const email = `full-disk-${Date.now().toString(36)}@example.com`;
    const idea = "Grain moisture sensors that text the farmer before the bin spoils.";
    const { page, problems, close } = await openPage("/");
    await waitForHydration(page);
    await run(FILL_DISK_SQL);

    const form = page.getByRole("form", { name: "Startup idea" });
    await form.getByLabel("Full name").fill("Dana Drybin");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Agricultural sector").selectOption("Other");
    await form.getByLabel("Your idea").fill(idea);
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Submit Your Idea" }).click();

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
});
