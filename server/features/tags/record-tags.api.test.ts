import type { ActivityEntryRecord } from "@shared/schemas/activity";
import { TAG_FILTER_MESSAGE } from "@shared/schemas/admin-lists";
import { TAG_MESSAGES, type Tag } from "@shared/schemas/tags";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import { rowsOf } from "../../db/rows";

/**
 * Contract §14: admins and reviewers tag records; lists and details carry the tags, the lists
 * filter by one (every sort, keyset pages), and the CSV has a Tags column.
 */
describe.each(SUBMISSION_KINDS)("tags on $path", (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let reviewerCookie: string;
  let editorCookie: string;
  let rows: SeededRow[];
  let drought: Tag;
  let organic: Tag;

  function call(method: InjectOptions["method"], url: string, cookie: string, body?: unknown) {
    return t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const newTag = async (name: string, colour: string) =>
    (await call("POST", "/tags", adminCookie, { name, colour })).json<Tag>();
  const tagRecord = (id: number, tagIds: unknown, cookie = reviewerCookie) =>
    call("PUT", `/${kind.path}/${id}/tags`, cookie, { tagIds });
  const at = (index: number) => rows[index]?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signedInAdmin(t);
    reviewerCookie = (await signedInStaff(t, "reviewer", "rita")).cookie;
    editorCookie = (await signedInStaff(t, "editor", "eddie")).cookie;
    rows = await kind.insert(t.database.db, variedRows(kind));
    drought = await newTag("Drought", "amber");
    organic = await newTag("organic", "green");
  });
  afterAll(() => t.close());

  it("sets a record's tags (reviewer), answers the record with them, and logs the change", async () => {
    const id = at(0);
    const tagged = await tagRecord(id, [organic.id, drought.id, organic.id]);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toMatchObject({ id, tags: [drought, organic] });
    // The answer is the detail, as GET gives it.
    const detail = await call("GET", `/${kind.path}/${id}`, adminCookie);
    expect(tagged.json()).toEqual(detail.json());
    expect(detail.json().tags).toEqual([drought, organic]);

    // The same set again logs nothing; dropping one logs just that.
    await tagRecord(id, [drought.id, organic.id]);
    expect((await tagRecord(id, [organic.id], adminCookie)).json().tags).toEqual([organic]);
    const activity = await call("GET", `/${kind.path}/${id}/activity`, adminCookie);
    const logged = activity
      .json<ActivityEntryRecord[]>()
      .filter((entry) => entry.action === "tags_changed");
    expect(logged.map((entry) => [entry.actor?.username, entry.details])).toEqual([
      ["admin", { added: [], removed: [{ id: drought.id, name: "Drought" }] }],
      [
        "rita",
        {
          added: [
            { id: drought.id, name: "Drought" },
            { id: organic.id, name: "organic" },
          ],
          removed: [],
        },
      ],
    ]);
    expect((await tagRecord(id, [])).json().tags).toEqual([]);
  });

  it("lists each row's tags by name, as the detail answers them", async () => {
    // Made last, so its id is the highest of the three and its name the first.
    const compost = await newTag("Compost", "grey");
    const id = at(4);
    await tagRecord(id, [organic.id, compost.id, drought.id]);
    const listed = await call("GET", `/${kind.path}?limit=100`, adminCookie);
    const rows = listed.json<{ id: number; tags: Tag[] }[]>();
    const row = rows.find((each) => each.id === id);
    expect(row?.tags).toEqual([compost, drought, organic]);
    // A page past an offset is chosen by id first, then read: the same row, the same tags.
    const offset = rows.indexOf(row as (typeof rows)[number]);
    const past = await call("GET", `/${kind.path}?limit=1&offset=${offset}`, adminCookie);
    expect(past.json()).toEqual([row]);
    const detail = await call("GET", `/${kind.path}/${id}`, adminCookie);
    expect(detail.json().tags).toEqual(row?.tags);
    await tagRecord(id, []);
    await call("DELETE", `/tags/${compost.id}`, adminCookie);
  });

  it("refuses an unknown tag (400, nothing changed), a bad body (400), an unknown record (404), editors (403)", async () => {
    const id = at(1);
    await tagRecord(id, [drought.id]);
    const unknown = await tagRecord(id, [drought.id, organic.id, 999_999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: "tagIds", message: TAG_MESSAGES.unknownTag }]);
    expect((await call("GET", `/${kind.path}/${id}`, adminCookie)).json().tags).toEqual([drought]);

    for (const bad of [
      undefined,
      "1",
      [0],
      [1.5],
      ["1"],
      Array.from({ length: 51 }, (_, i) => i + 1),
    ]) {
      expect((await tagRecord(id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await tagRecord(999_999, [drought.id])).statusCode).toBe(404);
    expect((await tagRecord(id, [drought.id], editorCookie)).statusCode).toBe(403);
    expect((await tagRecord(id, [drought.id], "")).statusCode).toBe(401);
    await tagRecord(id, []);
  });

  it("filters the list by a tag in every sort and direction, with keyset pages and the count", async () => {
    const taggedRows = [rows[0], rows[2], rows[3], rows[5], rows[7]].filter(
      (row) => row !== undefined,
    );
    for (const row of taggedRows) await tagRecord(row.id, [drought.id]);
    await tagRecord(at(1), [organic.id]);

    for (const sort of ["createdAt", "name", "status"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const expected = sortedIds(taggedRows, sort, direction);
        const query = `filter=tag&search=${drought.id}&sort=${sort}&direction=${direction}&limit=2`;
        const first = await call("GET", `/${kind.path}?${query}`, adminCookie);
        expect(first.headers["x-total-count"]).toBe("5");
        const seen = first.json<{ id: number; tags: Tag[] }[]>();
        expect(seen.every((row) => row.tags.some((tag) => tag.id === drought.id))).toBe(true);
        let next = seen.map((row) => row.id);
        const walked: number[] = [];
        while (next.length > 0) {
          walked.push(...next);
          const page = await call(
            "GET",
            `/${kind.path}?${query}&after=${next.at(-1)}`,
            adminCookie,
          );
          next = page.json<{ id: number }[]>().map((row) => row.id);
        }
        expect(walked, `${sort} ${direction}`).toEqual(expected);
      }
    }
    const organicList = await call(
      "GET",
      `/${kind.path}?filter=tag&search=${organic.id}`,
      adminCookie,
    );
    expect(organicList.json<{ id: number }[]>().map((row) => row.id)).toEqual([at(1)]);
    const none = await call("GET", `/${kind.path}?filter=tag&search=424242`, adminCookie);
    expect([none.statusCode, none.headers["x-total-count"], none.json()]).toEqual([200, "0", []]);

    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await call("GET", `/${kind.path}?filter=tag&search=${bad}`, adminCookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors).toEqual([{ path: "search", message: TAG_FILTER_MESSAGE }]);
    }
  });

  it("writes the Tags column and takes the tag filter in the CSV; a deleted tag leaves every record", async () => {
    const id = at(4);
    const extra = await newTag("Zebra crop", "purple");
    await tagRecord(id, [extra.id, organic.id, drought.id]);
    const csv = await call(
      "GET",
      `/export/${kind.path}?filter=tag&search=${extra.id}`,
      adminCookie,
    );
    const [header, record, ...rest] = csv.body.trimEnd().split("\r\n");
    expect(header?.split(",")).toContain("Tags");
    expect(rest).toEqual([]);
    expect(record).toContain(`,"Drought, organic, Zebra crop",`);

    expect((await call("DELETE", `/tags/${drought.id}`, adminCookie)).statusCode).toBe(204);
    const after = await call("GET", `/${kind.path}?limit=50`, adminCookie);
    const everyTag = after
      .json<{ tags: Tag[] }[]>()
      .flatMap((row) => row.tags.map((tag) => tag.id));
    expect(everyTag).not.toContain(drought.id);
    expect((await call("GET", `/${kind.path}/${id}`, adminCookie)).json().tags).toEqual([
      organic,
      extra,
    ]);
    const log = await call("GET", "/activity?action=tag_changed&limit=1", adminCookie);
    expect(log.json()[0].details).toMatchObject({ change: "deleted", records: 6 });
  });

  it("keeps each tag's count equal to its records through tagging, a deleted record and bulk writes", async () => {
    const [table, column] =
      kind.path === "startup-ideas"
        ? ["startup_ideas", "startup_idea_id"]
        : ["investment_interests", "investment_interest_id"];
    const counted = await newTag("Counted", "blue");
    const total = async () =>
      (await call("GET", `/${kind.path}?filter=tag&search=${counted.id}`, adminCookie)).headers[
        "x-total-count"
      ];
    for (const index of [0, 1, 2, 3]) await tagRecord(at(index), [counted.id, organic.id]);
    expect(await total()).toBe("4");
    await tagRecord(at(3), [organic.id]);
    expect(await total()).toBe("3");
    expect((await call("DELETE", `/${kind.path}/${at(2)}`, adminCookie)).statusCode).toBe(204);
    expect(await total()).toBe("2");
    // Writes no API makes: every tag row of the kind at once, then none.
    await t.database.db.execute(
      sql`delete from record_tags where tag_id = ${counted.id} and ${sql.raw(column)} is not null`,
    );
    expect(await total()).toBe("0");
    await t.database.db.execute(
      sql`insert into record_tags (tag_id, ${sql.raw(column)}) select ${counted.id}, id from ${sql.raw(table)}`,
    );
    const [all] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::integer as n from ${sql.raw(table)}`,
    );
    expect(await total()).toBe(String(all?.n));
  });

  it("keeps each record's tag ids, which the CSV reads, equal to its tags through every kind of write", async () => {
    const [table, column] =
      kind.path === "startup-ideas"
        ? ["startup_ideas", "startup_idea_id"]
        : ["investment_interests", "investment_interest_id"];
    // Every record whose kept ids, less those of deleted tags, differ from its record_tags rows:
    // none, after each write.
    const drifted = () =>
      rowsOf<{ id: number }>(
        t.database.db,
        sql`select id from ${sql.raw(table)} as record
          where array(select id from unnest(tag_ids) as kept(id) where exists (select 1 from tags
            where tags.id = kept.id) order by id) <> array(select tag_id from record_tags
            where ${sql.raw(column)} = record.id order by tag_id)`,
      );
    const kept = await newTag("Kept", "blue");
    const gone = await newTag("Gone", "red");
    await tagRecord(at(0), [kept.id, gone.id, organic.id]);
    await tagRecord(at(1), [gone.id]);
    expect(await drifted()).toEqual([]);
    await tagRecord(at(0), [gone.id, kept.id]);
    expect(await drifted()).toEqual([]);
    expect((await call("DELETE", `/tags/${gone.id}`, adminCookie)).statusCode).toBe(204);
    expect(await drifted()).toEqual([]);
    // Writes no API makes: a tag on every record of the kind at once, then off them all.
    await t.database.db.execute(
      sql`insert into record_tags (tag_id, ${sql.raw(column)}) select ${organic.id}, id from ${sql.raw(table)}
        where not exists (select 1 from record_tags where tag_id = ${organic.id} and ${sql.raw(column)} = ${sql.raw(table)}.id)`,
    );
    expect(await drifted()).toEqual([]);
    await t.database.db.execute(
      sql`delete from record_tags where tag_id = ${organic.id} and ${sql.raw(column)} is not null`,
    );
    expect(await drifted()).toEqual([]);

    // The CSV names the tags as they are called when it is read.
    expect(
      (await call("PATCH", `/tags/${kept.id}`, adminCookie, { name: "Kept, renamed" })).statusCode,
    ).toBe(200);
    const csv = await call("GET", `/export/${kind.path}?filter=tag&search=${kept.id}`, adminCookie);
    const [, record, ...rest] = csv.body.trimEnd().split("\r\n");
    expect(rest).toEqual([]);
    expect(record).toContain(`,"Kept, renamed",`);
    // A deleted record's tags go with it, and nothing else moves.
    expect((await call("DELETE", `/${kind.path}/${at(0)}`, adminCookie)).statusCode).toBe(204);
    expect(await drifted()).toEqual([]);
  });
});
