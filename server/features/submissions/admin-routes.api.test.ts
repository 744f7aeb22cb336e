import { SUBMISSION_SORT_FIELDS } from "@shared/schemas/admin-lists";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { beforeAll, describe, expect, it } from "vitest";
import { seededSubmissionsApi } from "../../../tests/support/seeded-submissions-api";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  type SubmissionKind,
  sortedIds,
} from "../../../tests/support/submission-fixtures";

/** A stored value (a form label, a page's amount) given where the filter's own values belong. */
function storedValueThatIsNoFilterValue(kind: SubmissionKind) {
  const filterValues = new Set(kind.choiceFilterValues.map(([value]) => value));
  return kind.storedChoices.find((stored) => !filterValues.has(stored)) ?? "";
}

/** One kind's admin list and detail (contract §4): filters, sorts, pages, counts. */
describe.each(SUBMISSION_KINDS)("/api/admin/$path", (kind) => {
  const { state, get, list, listIds } = seededSubmissionsApi(kind);
  let rows: SeededRow[];
  beforeAll(() => {
    ({ rows } = state);
  });

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
});
