import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * Paging a large list (ADR 026): Next and Previous page by keyset from the rows on screen, and
 * a text search matching more than it counts says "more than 1,000".
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const WORD = `deep${run}`;
const MATCHES = 1_060;
const pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 1 });

beforeAll(async () => {
  // Written in the database: the public form's per-address limit allows 30 an hour. Each
  // record a minute apart, "Deep 0000" the oldest.
  await pool.query(
    `insert into startup_ideas (name, email, idea, sector, stage, created_at, updated_at)
     select 'Deep ' || lpad(g::text, 4, '0') || ' ${WORD}', 'deep' || g || '@example.com',
       'An idea among many, to page through.', 'Other', 'Other',
       now() - (${MATCHES} - g) * interval '1 minute', now()
     from generate_series(0, ${MATCHES - 1}) as g`,
  );
});

afterAll(async () => {
  await pool.query(`delete from startup_ideas where name like $1`, [`% ${WORD}`]);
  await pool.end();
});

describe("a search matching more than a thousand ideas", () => {
  it("counts up to 1,000, pages by keyset with Next and returns with Previous", async () => {
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    await page.goto(new URL(`/admin/startup-ideas?search=${WORD}`, baseUrl()).href);

    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect
      .poll(() => pager.innerText(), { timeout: 10_000 })
      .toContain("Showing 1–50 of more than 1,000");
    const firstCell = () =>
      page.locator("table tbody tr").first().getByRole("link").first().innerText();
    expect(await firstCell()).toBe(`Deep 1059 ${WORD}`);

    await pager.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => pager.innerText()).toContain("Showing 51–100 of more than 1,000");
    const url = new URL(page.url());
    expect(url.searchParams.get("page")).toBe("2");
    const [{ id: fiftieth }] = (
      await pool.query<{ id: number }>(`select id from startup_ideas where name = $1`, [
        `Deep 1010 ${WORD}`,
      ])
    ).rows as [{ id: number }];
    expect(url.searchParams.get("after")).toBe(String(fiftieth));
    await expect.poll(firstCell).toBe(`Deep 1009 ${WORD}`);

    // Deeper, then back: each page starts where the rows on screen say.
    await pager.getByRole("button", { name: "Next" }).click();
    await expect.poll(firstCell).toBe(`Deep 0959 ${WORD}`);
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect.poll(firstCell).toBe(`Deep 1009 ${WORD}`);
    expect(new URL(page.url()).searchParams.get("before")).not.toBeNull();
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect.poll(firstCell).toBe(`Deep 1059 ${WORD}`);
    const back = new URL(page.url()).searchParams;
    expect([back.get("page"), back.get("after"), back.get("before")]).toEqual([null, null, null]);
    expect(await pager.innerText()).toContain("Showing 1–50 of more than 1,000");
    await close();
  });
});
