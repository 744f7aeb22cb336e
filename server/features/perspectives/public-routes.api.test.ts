import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORD_KEYS } from "../../../tests/support/perspective-admin-api";
import {
  daysAgo,
  insertPerspectives,
  perspectiveSeed,
} from "../../../tests/support/perspective-seeds";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { PUBLIC_LIST_LIMIT } from "./list-published-perspectives";

let t: TestApp;
const get = (url: string) => t.app.inject({ method: "GET", url });
const slugsOf = (body: { slug: string }[]) => body.map((row) => row.slug);

/** Stored rows, newest first by publication among the published ones. */
const SEEDS = [
  perspectiveSeed("soil-carbon", {
    title: "Soil Carbon Markets Come of Age",
    summary: "What growers should know before signing a carbon contract.",
    category: "market_analysis",
    featured: true,
    publishedAt: daysAgo(1),
  }),
  perspectiveSeed("drone-scouting", {
    title: "Drone Scouting After the Hype",
    summary: "Where aerial imagery pays for itself, and where it does not.",
    category: "technology_trend",
    authorName: "Ben Harrow",
    featured: true,
    publishedAt: daysAgo(2),
  }),
  perspectiveSeed("draft-future", {
    title: "A Draft About Soil Nobody May Read",
    category: "market_analysis",
    featured: true,
    published: false,
    publishedAt: null,
  }),
  perspectiveSeed("seed-round", {
    title: "Reading a Seed Round Term Sheet",
    summary: "Clauses that matter for agri-tech founders: 100% of them, explained.",
    category: "investment_strategy",
    featured: true,
    publishedAt: daysAgo(3),
  }),
  perspectiveSeed("orchard-case", {
    title: "An Orchard That Cut Water Use by a Third",
    summary: "A case study from a Michigan cherry grower using soil moisture probes.",
    category: "case_study",
    authorName: "Cleo_Marsh",
    featured: true,
    publishedAt: daysAgo(4),
  }),
  perspectiveSeed("retired-piece", {
    title: "An Unpublished Case Study on Soil",
    category: "case_study",
    published: false,
    publishedAt: daysAgo(5),
  }),
];
const PUBLISHED_NEWEST_FIRST = ["soil-carbon", "drone-scouting", "seed-round", "orchard-case"];

beforeAll(async () => {
  t = await createTestApp();
  await insertPerspectives(t.database.db, SEEDS);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/perspectives", () => {
  it("lists the published perspectives only, newest first, without their content", async () => {
    const response = await get("/api/perspectives");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(slugsOf(body)).toEqual(PUBLISHED_NEWEST_FIRST);
    expect(body[0]).not.toHaveProperty("content");
    expect(Object.keys(body[0]).sort()).toEqual(
      RECORD_KEYS.filter((key) => key !== "content" && key !== "version"),
    );
    expect(body[0].publishedAt).toBe(daysAgo(1).toISOString());
  });

  it("searches title, summary and author name case-insensitively, published ones only", async () => {
    // "soil" is in a title, a summary, and in two unpublished titles.
    expect(slugsOf((await get("/api/perspectives?search=SOIL")).json())).toEqual([
      "soil-carbon",
      "orchard-case",
    ]);
    expect(slugsOf((await get("/api/perspectives?search=harrow")).json())).toEqual([
      "drone-scouting",
    ]);
    expect(slugsOf((await get("/api/perspectives?search=%20term%20sheet%20")).json())).toEqual([
      "seed-round",
    ]);
  });

  it("takes LIKE wildcards in the search literally", async () => {
    expect(slugsOf((await get("/api/perspectives?search=%25")).json())).toEqual(["seed-round"]);
    expect(slugsOf((await get("/api/perspectives?search=_")).json())).toEqual(["orchard-case"]);
    expect((await get("/api/perspectives?search=so%25l")).json()).toEqual([]);
  });

  it("filters by category, and `all` means no category", async () => {
    expect(slugsOf((await get("/api/perspectives?category=case_study")).json())).toEqual([
      "orchard-case",
    ]);
    expect(slugsOf((await get("/api/perspectives?category=all")).json())).toEqual(
      PUBLISHED_NEWEST_FIRST,
    );
    expect((await get("/api/perspectives?category=expert_opinion")).json()).toEqual([]);
    expect(
      slugsOf((await get("/api/perspectives?category=market_analysis&search=soil")).json()),
    ).toEqual(["soil-carbon"]);
    expect(slugsOf((await get("/api/perspectives?search=&category=all")).json())).toEqual(
      PUBLISHED_NEWEST_FIRST,
    );
  });

  it("answers 400 with the field named for an unknown category or a repeated search", async () => {
    const badCategory = await get("/api/perspectives?category=gossip");
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors).toEqual([
      { path: "category", message: expect.stringContaining("category must be all or one of") },
    ]);
    const twice = await get("/api/perspectives?search=a&search=b");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].path).toBe("search");
    const tooLong = await get(`/api/perspectives?search=${"x".repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe("GET /api/perspectives/featured", () => {
  it("answers at most 3 published and featured perspectives, newest first", async () => {
    const response = await get("/api/perspectives/featured");
    expect(response.statusCode).toBe(200);
    // Four published ones are featured (and one unpublished): the oldest is left out.
    expect(slugsOf(response.json())).toEqual(["soil-carbon", "drone-scouting", "seed-round"]);
    expect(response.json()[0]).not.toHaveProperty("content");
  });
});

describe("GET /api/perspectives/{slug}", () => {
  it("answers a published perspective with its content", async () => {
    const response = await get("/api/perspectives/drone-scouting");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: "drone-scouting",
      title: "Drone Scouting After the Hype",
      content: expect.stringContaining("<p>"),
      published: true,
      publishedAt: daysAgo(2).toISOString(),
    });
  });

  it("answers 404 JSON for an unknown or an unpublished slug", async () => {
    for (const slug of ["no-such-article", "draft-future", "retired-piece"]) {
      const response = await get(`/api/perspectives/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Perspective not found" });
    }
  });
});

describe("the public list's cap", () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp();
    await insertPerspectives(
      capped.database.db,
      Array.from({ length: PUBLIC_LIST_LIMIT + 5 }, (_, index) =>
        perspectiveSeed(`bulk-${index}`, { publishedAt: daysAgo(index) }),
      ),
    );
  });
  afterAll(async () => {
    await capped?.close();
  });

  it(`answers the ${PUBLIC_LIST_LIMIT} newest when more match`, async () => {
    const body = (await capped.app.inject({ method: "GET", url: "/api/perspectives" })).json();
    expect(body).toHaveLength(PUBLIC_LIST_LIMIT);
    expect(body[0].slug).toBe("bulk-0");
    expect(body.at(-1).slug).toBe(`bulk-${PUBLIC_LIST_LIMIT - 1}`);
  });
});
