import type { SiteActivityEntryRecord } from "@shared/schemas/activity";
import { TAG_MESSAGES, TAG_NAME_MAX, type Tag } from "@shared/schemas/tags";
import { describe, expect, it } from "vitest";
import { staffApp } from "../../../tests/support/staff-app";

/** Contract §14: tags, read by admins and reviewers, managed by admins, logged site-wide. */
const staff = staffApp("/api/admin/tags");
const { call } = staff;
const create = async (name: string, colour = "green") => {
  const response = await call("POST", "", staff.adminCookie, { name, colour });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Tag>();
};
const tagLog = async () => {
  const response = await staff.t.app.inject({
    url: "/api/admin/activity?action=tag_changed",
    headers: { cookie: staff.adminCookie },
  });
  return response.json<SiteActivityEntryRecord[]>();
};

describe("managing tags", () => {
  it("creates, lists by name, renames, recolours and deletes, each logged as tag_changed", async () => {
    const drought = await create("  Drought ", "amber");
    expect(drought).toEqual({ id: drought.id, name: "Drought", colour: "amber" });
    const agtech = await create("agtech", "blue");

    const listed = await call("GET", "", staff.reviewerCookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Tag[]>().map((tag) => tag.name)).toEqual(["agtech", "Drought"]);

    const renamed = await call("PATCH", `/${drought.id}`, staff.adminCookie, { name: "Dry land" });
    expect(renamed.json()).toEqual({ id: drought.id, name: "Dry land", colour: "amber" });
    const recoloured = await call("PATCH", `/${drought.id}`, staff.adminCookie, { colour: "red" });
    expect(recoloured.json()).toEqual({ id: drought.id, name: "Dry land", colour: "red" });
    // The same values again change nothing and log nothing.
    const before = (await tagLog()).length;
    expect(
      (await call("PATCH", `/${drought.id}`, staff.adminCookie, { colour: "red" })).statusCode,
    ).toBe(200);
    expect(await tagLog()).toHaveLength(before);

    expect((await call("DELETE", `/${agtech.id}`, staff.adminCookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/${agtech.id}`, staff.adminCookie)).statusCode).toBe(404);
    expect(
      (await call("PATCH", `/${agtech.id}`, staff.adminCookie, { name: "x" })).statusCode,
    ).toBe(404);

    const log = await tagLog();
    expect(log.map((entry) => entry.details.change)).toEqual([
      "deleted",
      "changed",
      "changed",
      "created",
      "created",
    ]);
    expect(log[0]).toMatchObject({
      actor: { username: "admin" },
      subject: null,
      details: { tag: { id: agtech.id, name: "agtech", colour: "blue" }, records: 0 },
    });
    expect(log[2]?.details).toEqual({
      change: "changed",
      tag: { id: drought.id, name: "Dry land", colour: "amber" },
      from: { name: "Drought", colour: "amber" },
    });
  });

  it("refuses a name another tag has in any case (409), also on rename", async () => {
    const seeds = await create("Seeds");
    const soil = await create("Soil");
    const taken = await call("POST", "", staff.adminCookie, { name: "SEEDS", colour: "grey" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TAG_MESSAGES.nameTaken });
    const renamed = await call("PATCH", `/${soil.id}`, staff.adminCookie, { name: "seeds " });
    expect(renamed.statusCode).toBe(409);
    // A tag may change the case of its own name.
    const recased = await call("PATCH", `/${seeds.id}`, staff.adminCookie, { name: "SEEDS" });
    expect(recased.json()).toMatchObject({ name: "SEEDS" });
  });

  it("validates name and colour with a 400 naming the field", async () => {
    const cases: [unknown, string, string][] = [
      [{ name: "", colour: "green" }, "name", TAG_MESSAGES.nameRequired],
      [{ name: "   ", colour: "green" }, "name", TAG_MESSAGES.nameRequired],
      [{ name: "x".repeat(TAG_NAME_MAX + 1), colour: "green" }, "name", TAG_MESSAGES.nameMax],
      [{ name: 7, colour: "green" }, "name", TAG_MESSAGES.nameRequired],
      [{ name: "Ok" }, "colour", TAG_MESSAGES.colour],
      [{ name: "Ok", colour: "pink" }, "colour", TAG_MESSAGES.colour],
    ];
    for (const [body, path, message] of cases) {
      const response = await call("POST", "", staff.adminCookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual([{ path, message }]);
    }
    const longest = await create("y".repeat(TAG_NAME_MAX), "purple");
    expect(longest.name).toHaveLength(TAG_NAME_MAX);
    const empty = await call("PATCH", `/${longest.id}`, staff.adminCookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TAG_MESSAGES.nothingToChange);
    expect((await call("PATCH", "/abc", staff.adminCookie, { name: "z" })).statusCode).toBe(400);
  });

  it("lets reviewers read but not manage tags; editors get 403, no session 401", async () => {
    const tag = await create("Reviewed");
    for (const [method, url, body] of [
      ["POST", "", { name: "Nope", colour: "green" }],
      ["PATCH", `/${tag.id}`, { name: "Nope" }],
      ["DELETE", `/${tag.id}`, undefined],
    ] as const) {
      expect((await call(method, url, staff.reviewerCookie, body)).statusCode).toBe(403);
      expect((await call(method, url, staff.editorCookie, body)).statusCode).toBe(403);
      expect((await call(method, url, "", body)).statusCode).toBe(401);
    }
    expect((await call("GET", "", staff.editorCookie)).statusCode).toBe(403);
    expect((await call("GET", "", "")).statusCode).toBe(401);
  });
});
