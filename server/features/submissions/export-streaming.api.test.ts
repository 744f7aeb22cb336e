import v8 from "node:v8";
import vm from "node:vm";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { EXPORT_BATCH_SIZE } from "./stream-submission-csv";

const ROW_COUNT = 10_000;
/** About 2 KB of text per row: the whole CSV is some 20 MB. */
const IDEA_TEXT = "An idea worth exporting, with enough words to weigh something. ".repeat(32);

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  cookie = await signedInAdmin(testApp);
  // Row n gets id n. Every three rows share a created_at with microseconds in it, and
  // statuses repeat, so batch boundaries fall inside runs of equal sort keys.
  await testApp.database.db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage, status, created_at, updated_at)
    select 'Founder ' || n, 'founder' || n || '@example.com', ${IDEA_TEXT} || n,
           'Biotech', 'Other', (array['new','reviewing','contacted','archived'])[n % 4 + 1],
           t, t
    from generate_series(1, ${ROW_COUNT}) as n,
         lateral (select timestamptz '2025-01-01 00:00:00.000001+00'
                         + (n / 3) * interval '1.000001 second' as t) as created
  `);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/** The collector of this process, exposed even when Node was started without --expose-gc. */
function garbageCollector(): () => void {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

describe("GET /api/admin/export/startup-ideas with 10,000 rows", () => {
  it("streams every row in many chunks while the heap stays flat", async () => {
    const gc = garbageCollector();
    gc();
    const baseline = process.memoryUsage().heapUsed;

    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/export/startup-ideas",
      headers: { cookie },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);

    // The chunks are counted and dropped, so the test holds no more than the server does.
    let chunks = 0;
    let bytes = 0;
    let lineFeeds = 0;
    let peakGrowth = 0;
    for await (const chunk of response.stream() as AsyncIterable<Buffer>) {
      chunks += 1;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lineFeeds += 1;
      gc();
      peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - baseline);
    }

    expect(lineFeeds).toBe(ROW_COUNT + 1);
    expect(bytes).toBeGreaterThan(20_000_000);
    expect(chunks).toBeGreaterThanOrEqual(ROW_COUNT / EXPORT_BATCH_SIZE);
    // A CSV built in memory would hold all ~20 MB at once; a stream holds about a batch.
    expect(peakGrowth).toBeLessThan(bytes / 2);
  });

  describe.each(["name", "status", "createdAt"] as const)("sorted by %s", (sort) => {
    it.each(["asc", "desc"] as const)(
      "%s: batches neither skip nor repeat rows at their boundaries",
      async (direction) => {
        // "Founder 1…": 1, 10–19, 100–199, 1000–1999 and 10000, over a batch boundary.
        const query = new URLSearchParams({ sort, direction, search: "Founder 1" });
        const response = await testApp.app.inject({
          method: "GET",
          url: `/api/admin/export/startup-ideas?${query}`,
          headers: { cookie },
        });
        const ids = (parse(response.body, { columns: true }) as { ID: string }[]).map((record) =>
          Number(record.ID),
        );

        const matching = Array.from({ length: ROW_COUNT }, (_, index) => index + 1).filter((n) =>
          String(n).startsWith("1"),
        );
        expect(matching.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
        const key = (n: number): string | number =>
          sort === "name"
            ? `founder ${n}`
            : sort === "status"
              ? n % SUBMISSION_STATUSES.length // seeded in workflow order
              : Math.floor(n / 3);
        const sign = direction === "asc" ? 1 : -1;
        const expected = [...matching].sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          return ka === kb ? (a - b) * sign : (ka < kb ? -1 : 1) * sign;
        });
        expect(ids).toEqual(expected);
      },
    );
  });
});

describe("GET /api/admin/startup-ideas page size", () => {
  const list = (query: string) =>
    testApp.app.inject({
      method: "GET",
      url: `/api/admin/startup-ideas?${query}`,
      headers: { cookie },
    });

  it("answers 50 rows by default and up to 500 on request, X-Total-Count counting all", async () => {
    const byDefault = await list("");
    expect(byDefault.json()).toHaveLength(50);
    expect(byDefault.headers["x-total-count"]).toBe(String(ROW_COUNT));
    expect((await list("limit=500")).json()).toHaveLength(500);
    expect((await list("limit=501")).statusCode).toBe(400);
  });

  it("pages deep into the list", async () => {
    const response = await list("sort=name&direction=asc&limit=2&offset=9998");
    expect(response.json().map((row: { name: string }) => row.name)).toEqual([
      "Founder 9998",
      "Founder 9999",
    ]);
  });
});
