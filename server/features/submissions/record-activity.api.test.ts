import { HONEYPOT_FIELD } from "@shared/schemas/fields";
import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { validIdea, validInvestPage } from "../../../tests/support/submission-payloads";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import { activityLog, admins } from "../../db/schema";

const IDEA = validIdea();
const INTEREST = validInvestPage();

const KINDS = [
  { path: "startup-ideas", publicUrl: "/api/ideas", body: IDEA, noun: "Startup idea" },
  {
    path: "investment-interests",
    publicUrl: "/api/investment-interests",
    body: INTEREST,
    noun: "Investment interest",
  },
] as const;

let t: TestApp;
let adminCookie: string;
let reviewer: { account: { id: number; username: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAdmin(t);
  reviewer = await signedInStaff(t, "reviewer", "kim");
  // Entries name their actor by the name they go by, as comments do.
  await t.database.db
    .update(admins)
    .set({ displayName: "Kim Osei" })
    .where(eq(admins.id, reviewer.account.id));
});
afterAll(async () => {
  await t?.close();
});

function call(method: InjectOptions["method"], url: string, body?: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function entryCount() {
  const [row] = await t.database.db.select({ n: count() }).from(activityLog);
  return row?.n ?? 0;
}

describe.each(KINDS)("activity of $path", (kind) => {
  async function submit() {
    const response = await call("POST", kind.publicUrl, kind.body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }
  const activity = (id: number | string, cookie = reviewer.cookie) =>
    call("GET", `/api/admin/${kind.path}/${id}/activity`, undefined, cookie);

  it("logs `created` with the stored submission, by nobody", async () => {
    const id = await submit();
    const response = await activity(id);
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: null,
        action: "created",
        details: {},
      },
    ]);
    expect(new Date(entries[0].at).toISOString()).toBe(entries[0].at);
  });

  it("logs nothing for the honeypot's decoy", async () => {
    const before = await entryCount();
    const response = await call("POST", kind.publicUrl, { ...kind.body, [HONEYPOT_FIELD]: "x" });
    expect(response.statusCode).toBe(201);
    expect(await entryCount()).toBe(before);
  });

  it("logs status and notes changes newest first, by the signed-in account, notes text never", async () => {
    const id = await submit();
    const status = (body: unknown) =>
      call("PATCH", `/api/admin/${kind.path}/${id}/status`, body, reviewer.cookie);
    expect((await status({ status: "reviewing" })).statusCode).toBe(200);
    expect((await status({ status: "reviewing", notes: "call back on Monday" })).statusCode).toBe(
      200,
    );
    // Same status and same notes again: nothing changed, nothing logged.
    expect((await status({ status: "reviewing", notes: "call back on Monday" })).statusCode).toBe(
      200,
    );
    expect((await status({ status: "contacted", notes: null })).statusCode).toBe(200);

    const entries = (await activity(id)).json() as {
      id: number;
      action: string;
      actor: unknown;
      details: unknown;
    }[];
    const kim = { id: reviewer.account.id, username: "kim", displayName: "Kim Osei" };
    expect(entries.map(({ action, actor, details }) => ({ action, actor, details }))).toEqual([
      { action: "notes_changed", actor: kim, details: {} },
      { action: "status_changed", actor: kim, details: { from: "reviewing", to: "contacted" } },
      { action: "notes_changed", actor: kim, details: {} },
      { action: "status_changed", actor: kim, details: { from: "new", to: "reviewing" } },
      { action: "created", actor: null, details: {} },
    ]);
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(JSON.stringify(entries)).not.toContain("Monday");
  });

  it("writes no entry when the status update fails", async () => {
    const id = await submit();
    const before = await entryCount();
    const bad = await call(
      "PATCH",
      `/api/admin/${kind.path}/${id}/status`,
      { status: "reviewing", notes: "x".repeat(100_000) },
      reviewer.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      "PATCH",
      `/api/admin/${kind.path}/999999/status`,
      { status: "reviewing" },
      reviewer.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it("answers 404 for an unknown record and 400 for a bad id", async () => {
    const missing = await activity(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: `${kind.noun} not found` });
    expect((await activity("abc")).statusCode).toBe(400);
  });

  it("is refused to an editor (403) and to nobody signed in (401)", async () => {
    const id = await submit();
    const editor = await signedInStaff(t, "editor", `editor-${kind.path}`);
    expect((await activity(id, editor.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/admin/${kind.path}/${id}/activity`)).statusCode).toBe(401);
    expect((await activity(id, adminCookie)).statusCode).toBe(200);
  });
});
