import { ACTIVITY_ACTIONS } from "@shared/schemas/activity";
import { ACTIVITY_PAGE_SIZE } from "@shared/schemas/activity-page";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import {
  VALID_IDEA,
  VALID_INTEREST,
  validPerspective,
} from "../../../tests/support/submission-payloads";
import { postJson } from "../../../tests/support/test-app";
import { activityLog, admins } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";

type Entry = {
  id: number;
  at: string;
  actor: { id: number; username: string; displayName: string | null } | null;
  action: string;
  subject: { type: string; id: number; exists: boolean } | null;
  details: Record<string, unknown>;
};

const PERSPECTIVE = validPerspective();

const api = adminApiAppForThisFile();
const { call } = api;
let adminId: number;

beforeAll(async () => {
  const [admin] = await api.t.database.db.select({ id: admins.id }).from(admins);
  adminId = admin?.id ?? 0;
});

async function newest(query = "") {
  const response = await call("GET", `/api/admin/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Entry[];
}

async function entryCount() {
  const [row] = await api.t.database.db.select({ n: count() }).from(activityLog);
  return row?.n ?? 0;
}

describe("GET /api/admin/activity", () => {
  it("lists the sign-in first written for the admin, with its subject", async () => {
    const entries = await newest("?action=signed_in");
    expect(entries[0]).toMatchObject({
      actor: { id: adminId, username: "admin", displayName: null },
      action: "signed_in",
      subject: { type: "staff", id: adminId, exists: true },
    });
  });

  it("logs a CSV export as it starts, with its kind and query", async () => {
    const response = await call("GET", "/api/admin/export/startup-ideas?filter=status&search=new");
    expect(response.statusCode).toBe(200);
    const [entry] = await newest();
    expect(entry).toMatchObject({
      actor: { id: adminId, username: "admin", displayName: null },
      action: "exported",
      subject: null,
      details: {
        kind: "startup-ideas",
        query: { filter: { kind: "status", status: "new" } },
      },
    });
  });

  it("logs a bad export request not at all", async () => {
    const before = await entryCount();
    expect((await call("GET", "/api/admin/export/startup-ideas?sort=nope")).statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  it("logs creating, updating and deleting a perspective with its title", async () => {
    const created = await call("POST", "/api/admin/perspectives", PERSPECTIVE);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(
      (await call("PATCH", `/api/admin/perspectives/${id}`, { title: "Soil health, revised" }))
        .statusCode,
    ).toBe(200);
    expect((await call("DELETE", `/api/admin/perspectives/${id}`)).statusCode).toBe(204);

    const entries = await newest("?limit=3");
    expect(
      entries.map(({ action, subject, details, actor }) => ({ action, subject, details, actor })),
    ).toEqual([
      {
        action: "perspective_deleted",
        subject: { type: "perspective", id, exists: false },
        details: { title: "Soil health, revised" },
        actor: { id: adminId, username: "admin", displayName: null },
      },
      {
        action: "perspective_updated",
        subject: { type: "perspective", id, exists: false },
        details: { title: "Soil health, revised" },
        actor: { id: adminId, username: "admin", displayName: null },
      },
      {
        action: "perspective_created",
        subject: { type: "perspective", id, exists: false },
        details: { title: "Soil health in 2025" },
        actor: { id: adminId, username: "admin", displayName: null },
      },
    ]);
  });

  it("writes nothing for a perspective write that changes nothing (unknown id)", async () => {
    const before = await entryCount();
    expect(
      (await call("PATCH", "/api/admin/perspectives/999999", { title: "A perfectly good title" }))
        .statusCode,
    ).toBe(404);
    expect((await call("DELETE", "/api/admin/perspectives/999999")).statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it("says whether each entry's subject still exists: gone once deleted or erased", async () => {
    const submitted = async (path: string, payload: object) => {
      const response = await postJson(api.t.app, path, payload);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const kept = await submitted("/api/ideas", { ...VALID_IDEA, email: "kept@example.com" });
    const deleted = await submitted("/api/ideas", { ...VALID_IDEA, email: "gone@example.com" });
    const erased = await submitted("/api/investment-interests", {
      ...VALID_INTEREST,
      email: "erase-me@example.com",
    });
    expect((await call("DELETE", `/api/admin/startup-ideas/${deleted}`)).statusCode).toBe(204);
    const erasure = await call("POST", "/api/admin/people/erase", {
      email: "erase-me@example.com",
    });
    expect(erasure.statusCode).toBe(200);

    const entries = await newest(`?limit=${ACTIVITY_PAGE_SIZE.max}`);
    const about = (type: string, id: number) =>
      entries
        .filter((entry) => entry.subject?.type === type && entry.subject.id === id)
        .map((entry) => [entry.action, entry.subject?.exists]);
    expect(about("startup_idea", kept)).toEqual([["created", true]]);
    expect(about("startup_idea", deleted)).toEqual([
      ["deleted", false],
      ["created", false],
    ]);
    expect(about("investment_interest", erased)).toEqual([["created", false]]);
    expect(about("staff", adminId)).toContainEqual(["signed_in", true]);
  });

  it("pages newest first with X-Total-Count and filters by action", async () => {
    const db = api.t.database.db;
    for (let n = 0; n < 7; n++) {
      await recordActivity(db, { action: "retention_purged", actorId: null, details: { n } });
    }
    const total = await entryCount();
    const first = await call("GET", "/api/admin/activity?limit=3");
    expect(first.headers["x-total-count"]).toBe(String(total));
    const page = first.json() as Entry[];
    expect(page.map((entry) => entry.details.n)).toEqual([6, 5, 4]);
    const second = await newest("?limit=3&offset=3");
    expect(second.map((entry) => entry.details.n)).toEqual([3, 2, 1]);

    const filtered = await call("GET", "/api/admin/activity?action=retention_purged&offset=6");
    expect(filtered.headers["x-total-count"]).toBe("7");
    expect((filtered.json() as Entry[]).map((entry) => entry.details.n)).toEqual([0]);

    const ids = (await newest(`?limit=${ACTIVITY_PAGE_SIZE.max}`)).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(total);
  });

  it("answers 50 entries by default", async () => {
    for (let n = 0; n < 60; n++) {
      await recordActivity(api.t.database.db, { action: "retention_purged", actorId: null });
    }
    expect(await newest()).toHaveLength(ACTIVITY_PAGE_SIZE.default);
  });

  it.each([
    ["limit=0", "limit must be a whole number from 1 to 500"],
    ["limit=501", "limit must be a whole number from 1 to 500"],
    ["limit=abc", "limit must be a whole number from 1 to 500"],
    ["offset=-1", `offset must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`],
    ["action=nope", `action must be one of ${ACTIVITY_ACTIONS.join(", ")}`],
  ])("answers 400 for %s", async (query, message) => {
    const response = await call("GET", `/api/admin/activity?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("is for admins only: 403 for a reviewer and an editor, 401 signed out", async () => {
    const reviewer = await signedInStaff(api.t, "reviewer");
    const editor = await signedInStaff(api.t, "editor");
    expect((await call("GET", "/api/admin/activity", undefined, reviewer.cookie)).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/api/admin/activity", undefined, editor.cookie)).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/api/admin/activity", undefined, "")).statusCode).toBe(401);
  });

  it("has no route that changes or removes an entry", async () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"] as const) {
      expect((await call(method, "/api/admin/activity")).statusCode).toBe(404);
    }
  });
});
