import { PERSPECTIVE_CATEGORY_CODES } from "@shared/schemas/perspective";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { strategicPerspectives } from "../../db/schema";
import { filterCondition, ordering } from "./list-perspectives-for-admin";

type Seed = {
  title: string;
  summary: string;
  authorName: string;
  category: string;
  published: boolean;
  publishedAt: Date | null;
};

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12, 0, 0, 123));

/**
 * Rows with ties (equal dates, titles equal but for case), never-published rows without a
 * date, text in each searched field, and LIKE's special characters in the text.
 */
const SEEDS: Seed[] = [
  seed("Orchard economics", "Apples and margins in Michigan.", "Ada Field", "market_analysis", 3),
  seed("beta testing drones", "Drones over wheat.", "Bo Sky", "technology_trend", 5),
  seed("Beta Testing Drones", "More drones over wheat.", "Cy Sky", "technology_trend", 5),
  seed("Seed funding 101", "Funding rounds, 100% explained.", "Di Fund", "investment_strategy", 1),
  seed("Dairy outlook", "Milk prices and r_p ratios.", "Ed Cow", "industry_insight", 9),
  seed("A cooperative's story", "How one co-op grew.", "Fay ORCHARD", "case_study", 7),
  seed("Unpublished draft", "Work in progress here.", "Gus Draft", "expert_opinion", null),
  seed("zebra crops", "Striped fields ahead.", "Hal Zed", "expert_opinion", null),
  seed("Path C:\\farm", "A backslash in the title.", "Ivy Path", "market_analysis", 2),
  seed("Unpublished again", "Published once, then hidden.", "Jo Hide", "case_study", 4, false),
];

function seed(
  title: string,
  summary: string,
  authorName: string,
  category: string,
  publishedDay: number | null,
  published = publishedDay !== null,
): Seed {
  return {
    title,
    summary,
    authorName,
    category,
    published,
    publishedAt: publishedDay === null ? null : day(publishedDay),
  };
}

type Row = Seed & { id: number };

let testApp: TestApp;
let app: FastifyInstance;
let cookie: string;
let rows: Row[];

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  cookie = await signedInAdmin(testApp);
  rows = [];
  for (const [index, row] of SEEDS.entries()) {
    const [stored] = await testApp.database.db
      .insert(strategicPerspectives)
      .values({
        ...row,
        slug: `seed-${index}`,
        content: `<p>${"Body text that is never listed. ".repeat(3)}</p>`,
        authorTitle: "Analyst",
      })
      .returning({ id: strategicPerspectives.id });
    if (!stored) throw new Error("insert returned no row");
    rows.push({ ...row, id: stored.id });
  }
});
afterAll(async () => {
  await testApp.close();
});

const list = (query: Record<string, string> = {}) =>
  app.inject({
    method: "GET",
    url: `/api/admin/perspectives?${new URLSearchParams(query)}`,
    headers: { cookie },
  });
async function listIds(query: Record<string, string> = {}) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((row) => row.id);
}

/** The expected order, computed here: nulls last either way, id breaking ties. */
function sortedIds(subset: Row[], sort: "title" | "publishedAt", direction: "asc" | "desc") {
  const sign = direction === "asc" ? 1 : -1;
  return [...subset]
    .sort((a, b) => {
      if (sort === "publishedAt") {
        if (a.publishedAt === null || b.publishedAt === null) {
          if (a.publishedAt === b.publishedAt) return (a.id - b.id) * sign;
          return a.publishedAt === null ? 1 : -1;
        }
        const byDate = a.publishedAt.getTime() - b.publishedAt.getTime();
        return (byDate || a.id - b.id) * sign;
      }
      const [ta, tb] = [a.title.toLowerCase(), b.title.toLowerCase()];
      return (ta === tb ? a.id - b.id : ta < tb ? -1 : 1) * sign;
    })
    .map((row) => row.id);
}
const idsWhere = (keep: (row: Row) => boolean) =>
  sortedIds(rows.filter(keep), "publishedAt", "desc");

describe("GET /api/admin/perspectives", () => {
  it("answers summaries without content, most recently published first, with X-Total-Count", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe(String(rows.length));
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json() as Record<string, unknown>[];
    expect(body.map((row) => row.id)).toEqual(sortedIds(rows, "publishedAt", "desc"));
    for (const row of body) {
      expect(row).not.toHaveProperty("content");
      expect(Object.keys(row)).toHaveLength(16);
    }
    expect(body[0]).toMatchObject({ title: "Dairy outlook", publishedAt: day(9).toISOString() });
    // Published and unpublished alike; the never-published ones come last.
    expect(body.slice(-2).map((row) => row.publishedAt)).toEqual([null, null]);
  });

  describe.each(["title", "publishedAt"] as const)("sort=%s", (sort) => {
    it.each(["asc", "desc"] as const)("direction=%s, id breaking ties", async (direction) => {
      expect(await listIds({ sort, direction })).toEqual(sortedIds(rows, sort, direction));
    });
  });

  it("sorts titles case-insensitively and puts the never-published last in both directions", async () => {
    const byTitle = (await list({ sort: "title", direction: "asc" })).json() as {
      title: string;
    }[];
    expect(byTitle.slice(0, 3).map((row) => row.title)).toEqual([
      "A cooperative's story",
      "beta testing drones",
      "Beta Testing Drones",
    ]);
    for (const direction of ["asc", "desc"]) {
      const body = (await list({ sort: "publishedAt", direction })).json() as {
        publishedAt: string | null;
      }[];
      expect(body.slice(-2).map((row) => row.publishedAt)).toEqual([null, null]);
      expect(body.slice(0, -2).every((row) => row.publishedAt !== null)).toBe(true);
    }
  });

  it("defaults the direction to desc when only sort is given", async () => {
    expect(await listIds({ sort: "title" })).toEqual(sortedIds(rows, "title", "desc"));
  });

  it("pages with limit and offset, X-Total-Count counting every match", async () => {
    const pages: number[] = [];
    for (let offset = 0; offset < rows.length; offset += 3) {
      const response = await list({
        sort: "title",
        direction: "asc",
        limit: "3",
        offset: String(offset),
      });
      expect(response.headers["x-total-count"]).toBe(String(rows.length));
      pages.push(...(response.json() as { id: number }[]).map((row) => row.id));
    }
    expect(pages).toEqual(sortedIds(rows, "title", "asc"));
    const beyond = await list({ offset: "100" });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe(String(rows.length));
  });

  describe("filter=search", () => {
    it.each([
      ["a title, in any case", "ORCHARD ECON", (row: Row) => row.title === "Orchard economics"],
      ["a summary", "over wheat", (row: Row) => row.summary.includes("over wheat")],
      ["an author name", "sky", (row: Row) => row.authorName.endsWith("Sky")],
      ["any of the three", "orchard", (row: Row) => /orchard/i.test(row.title + row.authorName)],
      ["a literal %", "100%", (row: Row) => row.summary.includes("100%")],
      ["a literal _", "r_p", (row: Row) => row.summary.includes("r_p")],
      ["a literal backslash", "C:\\farm", (row: Row) => row.title.includes("C:\\")],
    ])("matches %s", async (_label, search, keep) => {
      const expected = idsWhere(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(await listIds({ filter: "search", search })).toEqual(expected);
    });

    it("treats % and _ as ordinary characters, not wildcards", async () => {
      expect(await listIds({ filter: "search", search: "%" })).toEqual(
        idsWhere((row) => row.summary.includes("%")),
      );
      expect(await listIds({ filter: "search", search: "_" })).toEqual(
        idsWhere((row) => row.summary.includes("_")),
      );
    });

    it("does not search the content", async () => {
      const response = await list({ filter: "search", search: "never listed" });
      expect(response.json()).toEqual([]);
      expect(response.headers["x-total-count"]).toBe("0");
    });

    it("takes search without filter as a text search, and a blank search as no filter", async () => {
      expect(await listIds({ search: "drones" })).toEqual(
        idsWhere((row) => /drones/i.test(row.title)),
      );
      expect(await listIds({ filter: "search", search: "   " })).toHaveLength(rows.length);
    });

    it("combines with a sort and counts only the matches", async () => {
      const response = await list({
        filter: "search",
        search: "drones",
        sort: "title",
        direction: "asc",
        limit: "1",
      });
      const matching = rows.filter((row) => /drones/i.test(row.title));
      expect(response.json().map((row: { id: number }) => row.id)).toEqual(
        sortedIds(matching, "title", "asc").slice(0, 1),
      );
      expect(response.headers["x-total-count"]).toBe(String(matching.length));
    });
  });

  it.each(PERSPECTIVE_CATEGORY_CODES)(
    "filter=category&search=%s keeps that category",
    async (code) => {
      expect(await listIds({ filter: "category", search: code })).toEqual(
        idsWhere((row) => row.category === code),
      );
    },
  );

  it("takes the category all (or none) as no filter", async () => {
    expect(await listIds({ filter: "category", search: "all" })).toHaveLength(rows.length);
    expect(await listIds({ filter: "category", search: "" })).toHaveLength(rows.length);
  });

  it.each([
    ["sort", { sort: "createdAt" }],
    ["sort", { sort: "" }],
    ["sort", { sort: "name" }],
    ["direction", { direction: "up" }],
    ["direction", { direction: "DESC" }],
    ["filter", { filter: "status", search: "x" }],
    ["filter", { filter: "author", search: "x" }],
    ["search", { filter: "category", search: "Market Analysis" }],
    ["search", { filter: "category", search: "constructor" }],
    ["search", { search: "x".repeat(201) }],
    ["limit", { limit: "0" }],
    ["limit", { limit: "501" }],
    ["limit", { limit: "ten" }],
    ["offset", { offset: "-1" }],
    ["offset", { offset: "1.5" }],
  ])("answers 400 naming %s for %j", async (parameter, query) => {
    const response = await list(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining(parameter),
      errors: [expect.objectContaining({ path: parameter })],
    });
  });

  it("answers 400 when a parameter is given twice", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/perspectives?sort=title&sort=publishedAt",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe("sort");
  });

  it("answers up to 500 rows on request", async () => {
    expect(await listIds({ limit: "500" })).toHaveLength(rows.length);
  });
});

describe("the admin search", () => {
  it("can use the trigram index (same expression as the index)", async () => {
    const query = testApp.database.db
      .select({ id: strategicPerspectives.id })
      .from(strategicPerspectives)
      .where(filterCondition({ kind: "search", text: "orchard" }))
      .orderBy(...ordering({ sort: "publishedAt", direction: "desc" }));
    // On a small table a sequential scan is cheapest; forbidding it shows whether the index fits.
    const plan = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer { rows }; the shared Database type does not say so.
      const result = (await tx.execute(sql`explain ${query}`)) as { rows: unknown[] };
      return JSON.stringify(result.rows);
    });
    expect(plan).toContain("strategic_perspectives_search_idx");
  });
});
