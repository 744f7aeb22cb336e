import { CURSOR_MESSAGES } from "@shared/schemas/admin-lists";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * Keyset pages of the admin lists (ADR 026): `after` or `before` a record's id, in every sort
 * and direction, give the same rows as the list read in one go, also across equal sort keys.
 */
describe.each(SUBMISSION_KINDS)("keyset pages of /api/admin/$path", (kind) => {
  let t: TestApp;
  let cookie: string;
  let rows: SeededRow[];

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedInAdmin(t);
    rows = await kind.insert(t.database.db, variedRows(kind));
  });
  afterAll(() => t.close());

  async function page(query: string) {
    const response = await t.app.inject({
      url: `/api/admin/${kind.path}?${query}`,
      headers: { cookie },
    });
    return response;
  }
  const idsOf = async (query: string) => {
    const response = await page(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }[]>().map((row) => row.id);
  };

  for (const sort of ["createdAt", "name", "status"] as const) {
    for (const direction of ["asc", "desc"] as const) {
      it(`walks the list sorted by ${sort} ${direction} forwards with after and back with before`, async () => {
        const expected = sortedIds(rows, sort, direction);
        const order = `sort=${sort}&direction=${direction}&limit=3`;

        const forwards: number[] = [];
        let next = await idsOf(order);
        while (next.length > 0) {
          forwards.push(...next);
          next = await idsOf(`${order}&after=${next.at(-1)}`);
        }
        expect(forwards).toEqual(expected);

        const backwards: number[][] = [];
        let previous = await idsOf(`${order}&before=${expected.at(-1)}`);
        while (previous.length > 0) {
          backwards.unshift(previous);
          previous = await idsOf(`${order}&before=${previous[0]}`);
        }
        expect(backwards.flat()).toEqual(expected.slice(0, -1));
        // Pages read backwards come in the list's order.
        expect(backwards.at(-1)).toEqual(expected.slice(-4, -1));
      });
    }
  }

  it("keeps the filter on a keyset page", async () => {
    const reviewing = rows.filter((row) => row.status === "reviewing");
    const expected = sortedIds(reviewing, "createdAt", "desc");
    expect(expected.length).toBeGreaterThan(1);
    const first = await idsOf("filter=status&search=reviewing&limit=1");
    expect(await idsOf(`filter=status&search=reviewing&limit=50&after=${first[0]}`)).toEqual(
      expected.slice(1),
    );
  });

  it("answers an empty page after a record that does not exist", async () => {
    expect(await idsOf("after=2147483647")).toEqual([]);
  });

  it.each([
    ["after=abc", "after must be a whole number from 1 to 2147483647"],
    ["before=0", "before must be a whole number from 1 to 2147483647"],
    ["after=1&after=2", "after must be a whole number from 1 to 2147483647"],
    ["after=1&before=2", CURSOR_MESSAGES.both],
    ["after=1&offset=50", CURSOR_MESSAGES.withOffset],
  ])("refuses %s with a 400 naming the problem", async (query, message) => {
    const response = await page(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
