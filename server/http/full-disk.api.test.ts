import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { signedInAdmin } from "../../tests/support/admin-session";
import { simulateFullDisk } from "../../tests/support/full-disk";
import { VALID_IDEA, VALID_INTEREST } from "../../tests/support/submission-payloads";
import { createTestApp, JSON_HEADERS, postJson, type TestApp } from "../../tests/support/test-app";
import { rateLimitCounters, startupIdeas } from "../db/schema";
import { CANNOT_SAVE_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from "./errors";

/**
 * ADR 027: a write the database cannot store (here PostgreSQL's own disk-full error, raised
 * by a trigger on every table) is a 503 with Retry-After and a message that says so; health
 * reports it so a load balancer sees it; the log says it once; and both recover, without a
 * restart, once the disk has room again. In order, on one app.
 */
describe("a full disk", () => {
  let t: TestApp;
  let cookie: string;
  let ideaId: number;
  let freeDisk: (() => Promise<void>) | undefined;
  let errorLog: MockInstance;
  let infoLog: MockInstance;
  let warnLog: MockInstance;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedInAdmin(t);
    ideaId = (await postJson(t.app, "/api/ideas", VALID_IDEA)).json().id;
    // Without a logger the app's log is one shared object: its calls are this file's.
    errorLog = vi.spyOn(t.app.log, "error");
    infoLog = vi.spyOn(t.app.log, "info");
    warnLog = vi.spyOn(t.app.log, "warn");
  });
  afterAll(async () => {
    await freeDisk?.();
    await t?.close();
  });

  const ideaCount = async () => (await t.database.db.select().from(startupIdeas)).length;
  const health = () => t.app.inject({ method: "GET", url: "/api/health" });
  const changeStatus = () =>
    t.app.inject({
      method: "PATCH",
      url: `/api/admin/startup-ideas/${ideaId}/status`,
      headers: { ...JSON_HEADERS, cookie },
      payload: JSON.stringify({ status: "reviewing", notes: "Called back." }),
    });
  const writingLines = (spy: MockInstance, start: string) =>
    spy.mock.calls.filter(([, message]) => String(message).startsWith(start));

  it("answers every write 503 with Retry-After and says the site cannot save, storing nothing", async () => {
    expect((await health()).statusCode).toBe(200);
    const before = await ideaCount();
    freeDisk = await simulateFullDisk(t.database.db);
    for (const response of [
      await postJson(t.app, "/api/ideas", VALID_IDEA),
      await postJson(t.app, "/api/investment-interests", VALID_INTEREST),
      await changeStatus(),
    ]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers["retry-after"]).toBe("60");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: CANNOT_SAVE_MESSAGE });
    }
    expect(await ideaCount()).toBe(before);
  });

  it("still answers reads", async () => {
    const listed = await t.app.inject({ url: "/api/admin/startup-ideas", headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/perspectives" })).statusCode).toBe(200);
  });

  it("reports it on /api/health: 503 with the reason, while the database still answers", async () => {
    for (let poll = 0; poll < 3; poll++) {
      const response = await health();
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("60");
      expect(response.json()).toEqual({
        status: "unavailable",
        reason: "writes-failing",
        message: "The database cannot store writes: disk full (SQLSTATE 53100)",
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it("logs the cause once, not once per request", async () => {
    // Three writes and three health polls failed above.
    expect(errorLog).toHaveBeenCalledTimes(1);
    const [details, message] = errorLog.mock.calls[0] ?? [];
    expect(message).toBe(
      "writes failing: the database cannot store data: disk full (SQLSTATE 53100)",
    );
    expect(details.detail).toMatch(/^could not extend file ".+": No space left on device$/);
    expect(details.err).toBeInstanceOf(Error);
    // Nor is each refused request logged as a failure of its own.
    expect(warnLog.mock.calls.filter(([, said]) => said === "request failed")).toEqual([]);
  });

  it("recovers by itself once the disk has room: health first, without a write", async () => {
    await freeDisk?.();
    freeDisk = undefined;
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(writingLines(infoLog, "writes succeed again")).toHaveLength(1);
    // The probe left no row behind.
    expect(await t.database.db.select().from(rateLimitCounters)).toEqual([]);
    const before = await ideaCount();
    expect((await postJson(t.app, "/api/ideas", VALID_IDEA)).statusCode).toBe(201);
    expect((await changeStatus()).statusCode).toBe(200);
    expect(await ideaCount()).toBe(before + 1);
    expect(writingLines(infoLog, "writes succeed again")).toHaveLength(1);
  });

  it("recovers on the first write that succeeds, and logs each new failure once", async () => {
    freeDisk = await simulateFullDisk(t.database.db);
    expect((await postJson(t.app, "/api/ideas", VALID_IDEA)).statusCode).toBe(503);
    expect((await postJson(t.app, "/api/ideas", VALID_IDEA)).statusCode).toBe(503);
    expect(writingLines(errorLog, "writes failing")).toHaveLength(2);
    await freeDisk();
    freeDisk = undefined;
    expect((await postJson(t.app, "/api/ideas", VALID_IDEA)).statusCode).toBe(201);
    expect(writingLines(infoLog, "writes succeed again")).toHaveLength(2);
    expect((await health()).json()).toEqual({ status: "ok" });
  });

  it("answers a read that meets a full disk 503 with the general message", async () => {
    // A read that spills to a temporary file can meet the full disk too: not a "save" message.
    const failingRead = vi.spyOn(t.database.db, "select").mockImplementationOnce(() => {
      throw Object.assign(new Error("could not write to file: No space left on device"), {
        code: "53100",
      });
    });
    const response = await t.app.inject({ url: "/api/admin/startup-ideas", headers: { cookie } });
    failingRead.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
