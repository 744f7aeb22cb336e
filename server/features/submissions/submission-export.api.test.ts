import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { seededSubmissionsApi } from "../../../tests/support/seeded-submissions-api";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  sortedIds,
} from "../../../tests/support/submission-fixtures";

/** One kind's CSV export (contract §4, ADR 006). */
describe.each(SUBMISSION_KINDS)("/api/admin/$path", (kind) => {
  const { state, get, listIds } = seededSubmissionsApi(kind);
  let app: FastifyInstance;
  let cookie: string;
  let rows: SeededRow[];
  beforeAll(() => {
    ({ app, cookie, rows } = state);
  });

  describe("export", () => {
    const exportCsv = (query: Record<string, string> = {}) =>
      get(`/api/admin/export/${kind.path}?${new URLSearchParams(query)}`);
    const records = (body: string) => parse(body, { columns: true }) as Record<string, string>[];
    const byId = new Map<number, SeededRow>();
    beforeAll(() => {
      for (const row of rows) byId.set(row.id, row);
    });

    it("downloads a dated CSV attachment", async () => {
      const response = await exportCsv();
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="${kind.path}-${today}.csv"`,
      );
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("writes a header row, then every record newest first, read back exactly by a CSV parser", async () => {
      const response = await exportCsv();
      expect(response.body.endsWith("\r\n")).toBe(true);
      const parsed = records(response.body);
      const expected = sortedIds(rows, "createdAt", "desc").map((id) => {
        const row = byId.get(id);
        if (!row) throw new Error(`no row ${id}`);
        return kind.expectedCsv(row);
      });
      expect(parsed).toEqual(expected);
      expect(response.body.slice(0, response.body.indexOf("\r\n"))).toBe(kind.csvHeader);
    });

    it("neutralises cells a spreadsheet would run, and quotes commas, quotes and line breaks", async () => {
      const parsed = records((await exportCsv()).body);
      const mallory = parsed.find((record) => record.Email === "mallory@evil.example");
      expect(mallory?.Name).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(mallory?.Notes).toBe("'-2+3");
      const text = mallory?.Idea ?? mallory?.["Additional Info"];
      expect(text).toBe('He said "grow, then sell"\nand left; a second line');
      const eve = parsed.find((record) => record.Email === "eve@seed.example");
      expect(eve?.Notes).toBe("'@admin: call back on Monday");
      const carol = parsed.find((record) => record.Email === "carol@dairy.example");
      expect(carol?.Phone).toBe("'+1 555 0100");
    });

    it("honours the list's filter and sort, and ignores limit and offset", async () => {
      const query = { filter: "status", search: "new", sort: "name", direction: "asc" };
      const parsed = records((await exportCsv({ ...query, limit: "1", offset: "1" })).body);
      expect(parsed.map((record) => Number(record.ID))).toEqual(await listIds(query));
      expect(parsed).toHaveLength(rows.filter((row) => row.status === "new").length);

      for (const [filterValue] of kind.choiceFilterValues) {
        const choice = { filter: kind.choiceFilter, search: filterValue, sort: "status" };
        const ids = records((await exportCsv(choice)).body).map((record) => Number(record.ID));
        expect(ids, filterValue).toEqual(await listIds(choice));
      }

      const searched = records((await exportCsv({ search: "orchard" })).body);
      expect(searched.map((record) => Number(record.ID))).toEqual(
        await listIds({ search: "orchard" }),
      );
    });

    it("streams gzip-compressed when the browser asks for it", async () => {
      const plain = await exportCsv();
      const zipped = await app.inject({
        method: "GET",
        url: `/api/admin/export/${kind.path}`,
        headers: { cookie, "accept-encoding": "gzip" },
      });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    });

    it("writes only the header row when nothing matches", async () => {
      const response = await exportCsv({ search: "zucchini" });
      expect(response.statusCode).toBe(200);
      expect(response.body.split("\r\n")).toHaveLength(2);
      expect(records(response.body)).toEqual([]);
    });

    it("answers 400 JSON for a bad query, before any CSV is written", async () => {
      const response = await exportCsv({ sort: "email" });
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json().errors[0].path).toBe("sort");
    });
  });
});
