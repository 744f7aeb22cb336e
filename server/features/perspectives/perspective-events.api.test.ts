import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { insertPerspectives, perspectiveSeed } from "../../../tests/support/perspective-seeds";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import { strategicPerspectives } from "../../db/schema";
import {
  notifyPerspectivesChanged,
  onPerspectivesChanged,
  PERSPECTIVES_CHANGED_CHANNEL,
  writePerspectives,
} from "./perspective-events";

const PAYLOAD = {
  title: "Events test",
  summary: "A perspective whose writes are announced.",
  content: `<p>${"Enough text for the fifty character minimum. ".repeat(2)}</p>`,
  category: "case_study",
  authorName: "Ada Field",
  authorTitle: "Partner",
};

let testApp: TestApp;
let app: FastifyInstance;
let cookie: string;
/** Notifications the database delivered on the channel (any connection may read them). */
let delivered: (string | undefined)[];
let stopListening: () => Promise<void>;
let changes: number;
let stopCounting: () => void;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  cookie = await signedInAdmin(testApp);
  delivered = [];
  stopListening = await testApp.database.listen(PERSPECTIVES_CHANGED_CHANNEL, (payload) => {
    delivered.push(payload);
  });
});
afterAll(async () => {
  await stopListening();
  await testApp.close();
});

beforeAll(() => {
  changes = 0;
  stopCounting = onPerspectivesChanged(() => {
    changes += 1;
  });
});
afterAll(() => stopCounting());
afterEach(() => {
  vi.restoreAllMocks();
});

function send(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) {
  return app.inject({
    method,
    url: `/api/admin/perspectives${url}`,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), cookie },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Runs a request; answers how many local changes and database notifications it caused. */
async function effectsOf(request: () => Promise<{ statusCode: number }>, expectedStatus: number) {
  const [changesBefore, deliveredBefore] = [changes, delivered.length];
  const response = await request();
  expect(response.statusCode).toBe(expectedStatus);
  const local = changes - changesBefore;
  // node-postgres receives the notification on its own connection, a moment later.
  if (expectedStatus < 400)
    await vi.waitFor(() => expect(delivered.length).toBeGreaterThan(deliveredBefore));
  return { local, notified: delivered.length - deliveredBefore };
}

describe("a successful write", () => {
  it("runs this process's listeners once, before answering, and NOTIFYs the database", async () => {
    let id = 0;
    const create = await effectsOf(async () => {
      const response = await send("POST", "", PAYLOAD);
      id = response.json().id;
      return response;
    }, 201);
    expect(create).toEqual({ local: 1, notified: 1 });
    expect(await effectsOf(() => send("PATCH", `/${id}`, { featured: true }), 200)).toEqual({
      local: 1,
      notified: 1,
    });
    expect(await effectsOf(() => send("DELETE", `/${id}`), 204)).toEqual({
      local: 1,
      notified: 1,
    });
  });
});

describe("a refused write", () => {
  it("announces nothing", async () => {
    const deliveredBefore = delivered.length;
    expect(
      await effectsOf(() => send("POST", "", { ...PAYLOAD, title: "abc" }), 400),
    ).toMatchObject({
      local: 0,
    });
    expect(await effectsOf(() => send("PATCH", "/999999", { featured: true }), 404)).toMatchObject({
      local: 0,
    });
    expect(await effectsOf(() => send("DELETE", "/999999"), 404)).toMatchObject({ local: 0 });
    // Give a stray notification the time to arrive before counting.
    await testApp.database.ping();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered.length).toBe(deliveredBefore);
  });
});

describe("a write that fails after it changed rows", () => {
  it("is rolled back with its NOTIFY: nothing stays, nothing is announced", async () => {
    const [changesBefore, deliveredBefore] = [changes, delivered.length];
    const db = testApp.database.db;
    await expect(
      writePerspectives(
        db,
        async (tx) => {
          await insertPerspectives(tx, [perspectiveSeed("rolled-back")]);
          throw new Error("fails after the insert");
        },
        () => true,
      ),
    ).rejects.toThrow("fails after the insert");
    const left = await db
      .select({ id: strategicPerspectives.id })
      .from(strategicPerspectives)
      .where(eq(strategicPerspectives.slug, "rolled-back"));
    expect(left).toEqual([]);
    await testApp.database.ping();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toBe(changesBefore);
    expect(delivered.length).toBe(deliveredBefore);
  });
});

describe("another instance's notification", () => {
  it("runs this process's listeners (relayed from the database)", async () => {
    const before = changes;
    // What notifyPerspectivesChanged sends from another process: its own id as the payload.
    await testApp.database.db.execute(
      sql`select pg_notify(${PERSPECTIVES_CHANGED_CHANNEL}, 'another-instance')`,
    );
    await vi.waitFor(() => expect(changes).toBe(before + 1));
  });

  it("is told apart from this process's own, which are not run twice", async () => {
    const before = changes;
    const deliveredBefore = delivered.length;
    await notifyPerspectivesChanged(testApp.database.db);
    await vi.waitFor(() => expect(delivered.length).toBe(deliveredBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toBe(before + 1);
  });
});

describe("listeners", () => {
  it("stop when unsubscribed", async () => {
    const listener = vi.fn();
    const stop = onPerspectivesChanged(listener);
    await notifyPerspectivesChanged(testApp.database.db);
    stop();
    await notifyPerspectivesChanged(testApp.database.db);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("that throw do not break the write nor the other listeners", async () => {
    const warning = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const stop = onPerspectivesChanged(() => {
      throw new Error("listener bug");
    });
    const before = changes;
    try {
      expect((await send("POST", "", PAYLOAD)).statusCode).toBe(201);
    } finally {
      stop();
    }
    expect(changes).toBe(before + 1);
    expect(warning).toHaveBeenCalledWith(expect.objectContaining({ message: "listener bug" }), {
      code: "PERSPECTIVES_CHANGED_LISTENER",
    });
  });
});
