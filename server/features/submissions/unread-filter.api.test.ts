import { UNREAD_SEARCH_MESSAGE } from "@shared/schemas/admin-lists";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { investmentInterests, messages, startupIdeas } from "../../db/schema";

/**
 * Contract §13: `filter=unread` lists the records with messages no staff member has opened,
 * paged like every other filter (ADR 026), in the CSV export too; opening the thread takes a
 * record off it.
 */
describe.each(SUBMISSION_KINDS)("filter=unread of /api/admin/$path", (kind) => {
  let t: TestApp;
  let cookie: string;
  let reviewerCookie: string;
  let rows: SeededRow[];
  let unread: SeededRow[];
  const table = kind.path === "startup-ideas" ? startupIdeas : investmentInterests;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedInAdmin(t);
    reviewerCookie = (await signedInStaff(t, "reviewer", "rita")).cookie;
    rows = await kind.insert(t.database.db, variedRows(kind));
    // Every other record has answered; two of them share a creation time (row 2 and 3).
    unread = rows.filter((_, index) => index % 2 === 1 || index === 2);
    const link = (id: number) =>
      kind.path === "startup-ideas" ? { startupIdeaId: id } : { investmentInterestId: id };
    await t.database.db.insert(messages).values(
      unread.map((row) => ({
        ...link(row.id),
        direction: "in" as const,
        via: "status-page" as const,
        subject: "Re",
        body: "An answer",
      })),
    );
    await t.database.db
      .update(table)
      .set({ unreadMessages: 1 })
      .where(
        inArray(
          table.id,
          unread.map((row) => row.id),
        ),
      );
  });
  afterAll(() => t.close());

  const get = (query: string, as = cookie) =>
    t.app.inject({ url: `/api/admin/${query}`, headers: { cookie: as } });
  const idsOf = async (query: string) => {
    const response = await get(`${kind.path}?filter=unread&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }[]>().map((row) => row.id);
  };

  it("lists only the records waiting to be read, with their count", async () => {
    const response = await get(`${kind.path}?filter=unread`, reviewerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe(String(unread.length));
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(
      sortedIds(unread, "createdAt", "desc"),
    );
    expect(
      response.json().every((row: { unreadMessages: number }) => row.unreadMessages === 1),
    ).toBe(true);
  });

  for (const sort of ["createdAt", "name", "status"] as const) {
    it(`pages by keyset and offset sorted by ${sort}`, async () => {
      const expected = sortedIds(unread, sort, "asc");
      const walked: number[] = [];
      let next = await idsOf(`sort=${sort}&direction=asc&limit=2`);
      while (next.length > 0) {
        walked.push(...next);
        next = await idsOf(`sort=${sort}&direction=asc&limit=2&after=${next.at(-1)}`);
      }
      expect(walked).toEqual(expected);
      expect(await idsOf(`sort=${sort}&direction=asc&limit=2&offset=2`)).toEqual(
        expected.slice(2, 4),
      );
      expect(await idsOf(`sort=${sort}&direction=asc&limit=2&before=${expected.at(-1)}`)).toEqual(
        expected.slice(-3, -1),
      );
    });
  }

  it("refuses a search value with it", async () => {
    const response = await get(`${kind.path}?filter=unread&search=alice`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNREAD_SEARCH_MESSAGE);
  });

  it("exports the same records as CSV", async () => {
    const response = await get(`export/${kind.path}?filter=unread&sort=createdAt&direction=asc`);
    expect(response.statusCode).toBe(200);
    const ids = response.body
      .split("\r\n")
      .slice(1)
      .map((line) => /^(\d+),/.exec(line)?.[1])
      .filter((id) => id !== undefined)
      .map(Number);
    expect(ids).toEqual(sortedIds(unread, "createdAt", "asc"));
  });

  it("drops a record once its thread is opened", async () => {
    const [first] = unread;
    if (!first) throw new Error("no unread record");
    const read = await t.app.inject({
      method: "POST",
      url: `/api/admin/${kind.path}/${first.id}/messages/read`,
      headers: { cookie: reviewerCookie },
    });
    expect(read.statusCode).toBe(204);
    const response = await get(`${kind.path}?filter=unread`);
    expect(response.headers["x-total-count"]).toBe(String(unread.length - 1));
    expect(response.json().map((row: { id: number }) => row.id)).not.toContain(first.id);
    const [stored] = await t.database.db.select().from(table).where(eq(table.id, first.id));
    expect(stored?.unreadMessages).toBe(0);
  });
});
