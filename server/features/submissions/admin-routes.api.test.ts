import { gunzipSync } from "node:zlib";
import { SUBMISSION_SORT_FIELDS } from "@shared/schemas/admin-lists";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  type SubmissionKind,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";

/** A stored value (a form label, a page's amount) given where the filter's own values belong. */
function storedValueThatIsNoFilterValue(kind: SubmissionKind) {
  const filterValues = new Set(kind.choiceFilterValues.map(([value]) => value));
  return kind.storedChoices.find((stored) => !filterValues.has(stored)) ?? "";
}

describe.each(SUBMISSION_KINDS)("/api/admin/$path", (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cookie: string;
  let rows: SeededRow[];

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    cookie = await signedInAdmin(testApp);
    rows = await kind.insert(testApp.database.db, variedRows(kind));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });
  const list = (query: Record<string, string> = {}) =>
    get(`/api/admin/${kind.path}?${new URLSearchParams(query)}`);
  const listIds = async (query: Record<string, string> = {}) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }[]).map((row) => row.id);
  };
  const idsWhere = (keep: (row: SeededRow) => boolean) =>
    sortedIds(rows.filter(keep), "createdAt", "desc");

  describe("list", () => {
    it("answers summary rows, newest first by default, with X-Total-Count", async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-total-count"]).toBe(String(rows.length));
      const body = response.json() as Record<string, unknown>[];
      expect(body.map((row) => row.id)).toEqual(sortedIds(rows, "createdAt", "desc"));
      for (const row of body) expect(Object.keys(row).sort()).toEqual(kind.summaryKeys);
      expect(body[0]?.createdAt).toBe(rows.at(-1)?.createdAt.toISOString());
    });

    describe.each(SUBMISSION_SORT_FIELDS)("sort=%s", (sort) => {
      it.each(["asc", "desc"] as const)(
        "direction=%s orders the real rows, id breaking ties",
        async (direction) => {
          expect(await listIds({ sort, direction })).toEqual(sortedIds(rows, sort, direction));
        },
      );
    });

    it("sorts names case-insensitively and statuses in workflow order", async () => {
      const byName = (await list({ sort: "name", direction: "asc" })).json() as { name: string }[];
      expect(byName.slice(1, 3).map((row) => row.name)).toEqual(["alice Able", "ALICE Adams"]);
      const byStatus = (await list({ sort: "status", direction: "asc" })).json() as {
        status: string;
      }[];
      const order = [...new Set(byStatus.map((row) => row.status))];
      expect(order).toEqual([...SUBMISSION_STATUSES]);
    });

    it("defaults the direction to desc when only sort is given", async () => {
      expect(await listIds({ sort: "name" })).toEqual(sortedIds(rows, "name", "desc"));
    });

    it("pages with limit and offset, X-Total-Count counting every match", async () => {
      const all = sortedIds(rows, "name", "asc");
      const pages: number[] = [];
      for (let offset = 0; offset < rows.length; offset += 3) {
        const response = await list({
          sort: "name",
          direction: "asc",
          limit: "3",
          offset: String(offset),
        });
        expect(response.headers["x-total-count"]).toBe(String(rows.length));
        pages.push(...(response.json() as { id: number }[]).map((row) => row.id));
      }
      expect(pages).toEqual(all);

      const beyond = await list({ offset: "100" });
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers["x-total-count"]).toBe(String(rows.length));
    });

    it("counts only the matching rows in X-Total-Count under a filter", async () => {
      const response = await list({ filter: "status", search: "new", limit: "1" });
      expect(response.json()).toHaveLength(1);
      expect(response.headers["x-total-count"]).toBe(
        String(rows.filter((row) => row.status === "new").length),
      );
    });

    describe("filter=search", () => {
      it.each([
        ["a name, in any case", "ALICE", (row: SeededRow) => /alice/i.test(row.name)],
        ["an email", "grain.example", (row: SeededRow) => row.email.includes("grain.example")],
        ["the text", "ORCHARDS", (row: SeededRow) => /orchards/i.test(row.text ?? "")],
        ["a literal %", "100%", (row: SeededRow) => (row.text ?? "").includes("100%")],
        ["a literal _", "r_p", (row: SeededRow) => (row.text ?? "").includes("r_p")],
        [
          "a literal backslash",
          "C:\\forest",
          (row: SeededRow) => (row.text ?? "").includes("C:\\"),
        ],
        [
          "text spanning name and email",
          "Baker bob@",
          (row: SeededRow) => row.name === "Bob Baker",
        ],
      ])("matches %s", async (_label, search, keep) => {
        const expected = idsWhere(keep);
        expect(expected.length).toBeGreaterThan(0);
        expect(await listIds({ filter: "search", search })).toEqual(expected);
      });

      it("treats % and _ as ordinary characters, not wildcards", async () => {
        expect(await listIds({ filter: "search", search: "%" })).toEqual(
          idsWhere((row) => (row.text ?? "").includes("%")),
        );
        expect(await listIds({ filter: "search", search: "_" })).toEqual(
          idsWhere((row) => (row.text ?? "").includes("_")),
        );
      });

      it("finds nothing for text nobody wrote", async () => {
        const response = await list({ filter: "search", search: "zucchini" });
        expect(response.json()).toEqual([]);
        expect(response.headers["x-total-count"]).toBe("0");
      });

      it("takes search without filter as a text search, and a blank search as no filter", async () => {
        expect(await listIds({ search: "alice" })).toEqual(
          idsWhere((row) => /alice/i.test(row.name)),
        );
        expect(await listIds({ filter: "search", search: "   " })).toHaveLength(rows.length);
        expect(await listIds({ filter: "status", search: "" })).toHaveLength(rows.length);
      });

      it("combines with a sort", async () => {
        const keep = (row: SeededRow) => /alice/i.test(row.name);
        expect(
          await listIds({ filter: "search", search: "alice", sort: "name", direction: "asc" }),
        ).toEqual(sortedIds(rows.filter(keep), "name", "asc"));
      });
    });

    it.each(SUBMISSION_STATUSES)(
      "filter=status&search=%s keeps only that status",
      async (status) => {
        expect(await listIds({ filter: "status", search: status })).toEqual(
          idsWhere((row) => row.status === status),
        );
      },
    );

    it(`filter=${kind.choiceFilter} matches every stored value each filter value names`, async () => {
      for (const [filterValue, storedValues] of kind.choiceFilterValues) {
        const ids = await listIds({ filter: kind.choiceFilter, search: filterValue });
        expect(ids, filterValue).toEqual(idsWhere((row) => storedValues.includes(row.choice)));
      }
      const matchedSomewhere = kind.choiceFilterValues.filter(([, stored]) =>
        rows.some((row) => stored.includes(row.choice)),
      );
      expect(matchedSomewhere.length).toBeGreaterThan(1);
    });

    it.each([
      ["sort", { sort: "email" }],
      ["sort", { sort: "" }],
      ["direction", { direction: "up" }],
      ["direction", { direction: "ASC" }],
      ["filter", { filter: "stage", search: "x" }],
      [
        "filter",
        { filter: kind.choiceFilter === "sector" ? "investmentAmount" : "sector", search: "x" },
      ],
      ["search", { filter: "status", search: "open" }],
      ["search", { filter: kind.choiceFilter, search: "nonsense" }],
      ["search", { filter: kind.choiceFilter, search: storedValueThatIsNoFilterValue(kind) }],
      ["search", { search: "x".repeat(201) }],
      ["limit", { limit: "0" }],
      ["limit", { limit: "501" }],
      ["limit", { limit: "ten" }],
      ["limit", { limit: "2.5" }],
      ["offset", { offset: "-1" }],
      ["offset", { offset: "1e400" }],
    ])("answers 400 naming %s for %j", async (parameter, query) => {
      const response = await list(query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining(parameter),
        errors: [expect.objectContaining({ path: parameter })],
      });
    });

    it("answers 400 when a parameter is given twice", async () => {
      const response = await get(`/api/admin/${kind.path}?sort=name&sort=status`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe("sort");
    });
  });

  describe("detail", () => {
    it("answers the whole record", async () => {
      const row = rows.find((candidate) => candidate.notes);
      const response = await get(`/api/admin/${kind.path}/${row?.id}`);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(kind.recordKeys);
      expect(response.json()).toMatchObject({
        id: row?.id,
        name: row?.name,
        email: row?.email,
        status: row?.status,
        notes: row?.notes,
        createdAt: row?.createdAt.toISOString(),
      });
    });

    it("answers 404 JSON for an unknown id", async () => {
      const response = await get(`/api/admin/${kind.path}/999999`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringMatching(/not found$/) });
    });

    it.each(["abc", "1.5", "-1", "0", "1e3", "2147483648", "99999999999999999999", "%20"])(
      "answers 400 for the id %j, never 500",
      async (id) => {
        const response = await get(`/api/admin/${kind.path}/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].path).toBe("id");
      },
    );
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

  describe("PATCH /{id}/status", () => {
    let writer: TestApp;
    let writerCookie: string;
    let target: SeededRow;
    beforeAll(async () => {
      // Its own database, so the updates do not disturb the list tests above.
      writer = await createTestApp();
      writerCookie = await signedInAdmin(writer);
      const seeded = await kind.insert(writer.database.db, variedRows(kind));
      const withNotes = seeded.find((row) => row.notes);
      if (!withNotes) throw new Error("the varied rows include one with notes");
      target = withNotes;
    });
    afterAll(async () => {
      await writer.close();
    });

    const patch = (id: number | string, body: unknown) =>
      writer.app.inject({
        method: "PATCH",
        url: `/api/admin/${kind.path}/${id}/status`,
        headers: { ...JSON_HEADERS, cookie: writerCookie },
        payload: JSON.stringify(body),
      });
    const detail = async (id: number) =>
      (
        await writer.app.inject({
          url: `/api/admin/${kind.path}/${id}`,
          headers: { cookie: writerCookie },
        })
      ).json();

    it("sets the status, keeps the notes when left out, and moves updatedAt to now", async () => {
      const response = await patch(target.id, { status: "contacted" });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({ id: target.id, status: "contacted", notes: target.notes });
      expect(Date.now() - new Date(updated.updatedAt).getTime()).toBeLessThan(60_000);
      expect(updated.createdAt).toBe(target.createdAt.toISOString());
      expect(await detail(target.id)).toEqual(updated);
    });

    it("saves notes with the status, trimmed; blank notes clear them", async () => {
      const saved = await patch(target.id, {
        status: "reviewing",
        notes: "  Called; sending deck.  ",
      });
      expect(saved.json()).toMatchObject({ status: "reviewing", notes: "Called; sending deck." });
      const cleared = await patch(target.id, { status: "reviewing", notes: "" });
      expect(cleared.json().notes).toBeNull();
      const nulled = await patch(target.id, { status: "new", notes: null });
      expect(nulled.json()).toMatchObject({ status: "new", notes: null });
    });

    it("allows any status from any status", async () => {
      for (const status of ["archived", "new", "contacted", "new", "reviewing"]) {
        expect((await patch(target.id, { status })).json().status).toBe(status);
      }
    });

    it("accepts 5000 characters of notes and refuses 5001", async () => {
      expect((await patch(target.id, { status: "new", notes: "n".repeat(5000) })).statusCode).toBe(
        200,
      );
      const response = await patch(target.id, { status: "new", notes: "n".repeat(5001) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: "notes", message: "Notes must be at most 5000 characters" },
      ]);
    });

    it.each([
      ["an unknown status", { status: "done" }],
      ["a status in capitals", { status: "NEW" }],
      ["no status", { notes: "just notes" }],
      ["notes that are not text", { status: "new", notes: 42 }],
    ])("answers 400 for %s and changes nothing", async (_label, body) => {
      const before = await detail(target.id);
      const response = await patch(target.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
      expect(await detail(target.id)).toEqual(before);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await patch(999999, { status: "new" })).statusCode).toBe(404);
      expect((await patch("abc", { status: "new" })).statusCode).toBe(400);
    });

    it("answers 415 for a body that is not JSON", async () => {
      const response = await writer.app.inject({
        method: "PATCH",
        url: `/api/admin/${kind.path}/${target.id}/status`,
        headers: { "content-type": "text/plain", cookie: writerCookie },
        payload: "status=new",
      });
      expect(response.statusCode).toBe(415);
    });
  });
});
