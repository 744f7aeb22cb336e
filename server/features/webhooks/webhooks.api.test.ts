import { WEBHOOK_EVENTS } from "@shared/schemas/webhooks";
import { and, eq, gt, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { reviewOf } from "../../../tests/support/reviews-api";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { statusIdea, submittedWithToken } from "../../../tests/support/status-page";
import { SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";
import { VALID_INTEREST, validPerspective } from "../../../tests/support/submission-payloads";
import {
  apiCall,
  createTestApp,
  postJson,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../tests/support/test-app";
import {
  eventually,
  type Received,
  type Receiver,
  startReceiver,
} from "../../../tests/support/webhook-receiver";
import {
  admins,
  strategicPerspectives,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { DELIVERIES_PER_TAKE } from "./deliver-webhooks";

/**
 * Webhooks (contract §19, ADR 049) end to end on both databases: events written with the changes
 * that cause them, delivered by the worker to real HTTP receivers on 127.0.0.1 (so this app has
 * WEBHOOK_ALLOW_PRIVATE on), and checked with the Standard Webhooks reference library.
 */
let t: TestApp;
let adminCookie: string;
const call = apiCall(() => t);
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "1" });
  adminCookie = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});
afterEach(async () => {
  // Each test starts with no endpoint, so nothing it did not make is delivered to it.
  await t.database.db.delete(webhookEndpoints);
});

async function receiver() {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

async function addWebhook(url: string, events: string[] = [...WEBHOOK_EVENTS], format?: string) {
  const response = await call("POST", "/api/admin/webhooks", adminCookie, { url, events, format });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string };
}

/** Runs looks of the worker until `count` requests reached `to`. */
async function deliveredTo(to: Receiver, count: number) {
  await eventually(async () => {
    await t.app.backgroundWork.runOnce();
    return to.received.length >= count;
  });
  return to.received;
}

const verify = (secret: string, got: Received) =>
  new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };

const deliveriesOf = async (id: number) =>
  (await call("GET", `/api/admin/webhooks/${id}/deliveries`, adminCookie)).json() as {
    id: number;
    event: string;
    attempt: number;
    status: string;
    responseStatus: number | null;
    durationMs: number | null;
    nextAttemptAt: string | null;
  }[];

const pendingRetries = async () =>
  (
    await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), gt(webhookDeliveries.attempt, 0)))
  ).length;

/** Queues `count` pings for an endpoint, oldest first, each `{index}` in its data. */
async function queuePings(
  endpointId: number,
  count: number,
  row: (index: number) => Partial<typeof webhookDeliveries.$inferInsert> = () => ({}),
) {
  await t.database.db.insert(webhookDeliveries).values(
    Array.from({ length: count }, (_, index) => ({
      endpointId,
      eventType: "ping" as const,
      data: { index },
      ...row(index),
    })),
  );
}

/** An endpoint's deliveries, oldest first, as stored. */
const storedDeliveries = () =>
  t.database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);

const STARTUP_IDEAS = SUBMISSION_KINDS[0];

describe("the admin API", () => {
  it("adds a webhook with its secret shown once, lists, changes and deletes it", async () => {
    const hook = await receiver();
    const created = await addWebhook(hook.url, ["idea.created", "idea.created"]);
    expect(created).toMatchObject({ url: hook.url, events: ["idea.created"], active: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(created.secret.slice(6), "base64").length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(32);

    const list = await call("GET", "/api/admin/webhooks", adminCookie);
    expect(list.json()).toEqual([
      {
        id: created.id,
        url: hook.url,
        events: ["idea.created"],
        format: "standard",
        active: true,
        createdAt: expect.any(String),
        lastDelivery: null,
      },
    ]);
    expect(list.body).not.toContain(created.secret);

    const patched = await call("PATCH", `/api/admin/webhooks/${created.id}`, adminCookie, {
      events: ["review.submitted", "idea.created"],
      active: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      events: ["idea.created", "review.submitted"],
      active: false,
    });
    expect(patched.body).not.toContain(created.secret);

    expect(
      (await call("DELETE", `/api/admin/webhooks/${created.id}`, adminCookie)).statusCode,
    ).toBe(204);
    expect(
      (await call("DELETE", `/api/admin/webhooks/${created.id}`, adminCookie)).statusCode,
    ).toBe(404);
  });

  it("answers bad input with a 400 that names the field, and unknown ids with a 404", async () => {
    const bad = [
      {},
      { url: "not a url", events: ["idea.created"] },
      { url: "https://example.com/hook", events: [] },
      { url: "https://example.com/hook", events: ["idea.deleted"] },
      { url: "https://example.com/hook", events: ["idea.created"], format: "teams" },
      { url: "https://example.com/hook", events: ["idea.created"], secret: "mine" },
      { url: "ftp://example.com/hook", events: ["idea.created"] },
    ];
    for (const body of bad) {
      const response = await call("POST", "/api/admin/webhooks", adminCookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const [method, url] of [
      ["PATCH", "/api/admin/webhooks/999999"],
      ["DELETE", "/api/admin/webhooks/nope"],
      ["POST", "/api/admin/webhooks/999999/test"],
      ["GET", "/api/admin/webhooks/999999/deliveries"],
      ["POST", "/api/admin/webhooks/999999/deliveries/1/retry"],
    ] as const) {
      const response = await call(
        method,
        url,
        adminCookie,
        method === "PATCH" ? { active: true } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
    }
    const hook = await addWebhook((await receiver()).url);
    const empty = await call("PATCH", `/api/admin/webhooks/${hook.id}`, adminCookie, {});
    expect(empty.statusCode).toBe(400);
  });

  it("is the admins' alone", async () => {
    const reviewer = (await signedInStaff(t, "reviewer", "rita")).cookie;
    const editor = (await signedInStaff(t, "editor", "eddie")).cookie;
    const hook = await addWebhook((await receiver()).url);
    for (const cookie of [reviewer, editor]) {
      for (const [method, url, body] of [
        ["GET", "/api/admin/webhooks", undefined],
        ["POST", "/api/admin/webhooks", { url: "https://example.com", events: ["idea.created"] }],
        ["PATCH", `/api/admin/webhooks/${hook.id}`, { active: false }],
        ["DELETE", `/api/admin/webhooks/${hook.id}`, undefined],
        ["POST", `/api/admin/webhooks/${hook.id}/test`, undefined],
        ["GET", `/api/admin/webhooks/${hook.id}/deliveries`, undefined],
        ["POST", `/api/admin/webhooks/${hook.id}/deliveries/1/retry`, undefined],
      ] as const) {
        expect((await call(method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call("GET", "/api/admin/webhooks", "")).statusCode).toBe(401);
  });
});

describe("delivery", () => {
  it("delivers every event, signed as Standard Webhooks verifies, with no personal data beyond the name", async () => {
    const hook = await receiver();
    const { secret } = await addWebhook(hook.url);
    const [admin] = await t.database.db.select({ id: admins.id }).from(admins);

    const { record, token } = await submittedWithToken(
      t,
      "startup-ideas",
      statusIdea("Ada Farmer", "ada@example.com"),
    );
    const interest = await postJson(t.app, "/api/investment-interests", VALID_INTEREST);
    expect(interest.statusCode).toBe(201);
    const idea = `/api/admin/startup-ideas/${record.id}`;
    expect(
      (await call("PATCH", `${idea}/status`, adminCookie, { status: "reviewing" })).statusCode,
    ).toBe(200);
    expect(
      (await call("PATCH", `${idea}/assignee`, adminCookie, { assigneeId: admin?.id })).statusCode,
    ).toBe(200);
    const reply = await postJson(t.app, `/api/status/${token}/messages`, { body: "Here is more." });
    expect(reply.statusCode, reply.body).toBe(201);
    const review = await call(
      "PUT",
      `${idea}/reviews/me`,
      adminCookie,
      reviewOf(STARTUP_IDEAS, [4, 4, 4, 4, 4]),
    );
    expect(review.statusCode, review.body).toBe(200);
    const article = await call("POST", "/api/admin/perspectives", adminCookie, validPerspective());
    expect(article.statusCode, article.body).toBe(201);

    const got = await deliveredTo(hook, 7);
    const events = got.map((request) => verify(secret, request));
    expect(events.map((event) => event.type)).toEqual([
      "idea.created",
      "interest.created",
      "submission.status_changed",
      "submission.assigned",
      "message.received",
      "review.submitted",
      "perspective.published",
    ]);
    const ideaUrl = `${TEST_PUBLIC_URL}/admin/startup-ideas/${record.id}`;
    expect(events[0]?.data).toEqual({
      id: record.id,
      kind: "startup_idea",
      status: "new",
      name: "Ada Farmer",
      adminUrl: ideaUrl,
    });
    expect(events[1]?.data).toMatchObject({
      kind: "investment_interest",
      name: VALID_INTEREST.name,
    });
    expect(events[2]?.data).toEqual({
      id: record.id,
      kind: "startup_idea",
      name: "Ada Farmer",
      from: "new",
      to: "reviewing",
      adminUrl: ideaUrl,
    });
    expect(events[3]?.data).toMatchObject({ id: record.id, from: null, to: admin?.id });
    expect(events[4]?.data).toMatchObject({ id: record.id, via: "status-page" });
    expect(events[5]?.data).toMatchObject({ id: record.id, review: "added" });
    expect(events[6]?.data).toMatchObject({
      kind: "perspective",
      title: validPerspective().title,
      adminUrl: `${TEST_PUBLIC_URL}/admin/perspectives/${article.json().id}`,
    });
    for (const request of got) {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.body).not.toContain("example.com");
      expect(request.body).not.toContain("Here is more");
      expect(request.body).not.toContain("+1 555");
    }
    // Each event its own id.
    expect(new Set(got.map((request) => request.headers["webhook-id"])).size).toBe(7);
  });

  it("tells of a perspective published by the schedule, and of a publication only once", async () => {
    const hook = await receiver();
    const { secret } = await addWebhook(hook.url, ["perspective.published"]);
    const scheduled = await call(
      "POST",
      "/api/admin/perspectives",
      adminCookie,
      validPerspective({
        title: "Scheduled for the hook",
        published: false,
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const id = scheduled.json().id as number;
    // Its moment passes (the database's clock cannot be moved).
    await t.database.db
      .update(strategicPerspectives)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(strategicPerspectives.id, id));
    const [got] = await deliveredTo(hook, 1);
    expect(verify(secret, got as Received)).toMatchObject({
      type: "perspective.published",
      data: { id, kind: "perspective", title: "Scheduled for the hook" },
    });
    // A later save of the published article is no new publication.
    const saved = await call("PATCH", `/api/admin/perspectives/${id}`, adminCookie, {
      title: "Scheduled for the hook, revised",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.backgroundWork.runOnce();
    expect(await t.database.db.select().from(webhookDeliveries)).toHaveLength(1);
  });

  it("writes no event for a save that changes nothing, nor for an endpoint not listening", async () => {
    const hook = await receiver();
    await addWebhook(hook.url, ["perspective.published"]);
    const { record } = await submittedWithToken(t, "startup-ideas");
    // The same status again changes nothing: no activity, no event.
    await call("PATCH", `/api/admin/startup-ideas/${record.id}/status`, adminCookie, {
      status: "new",
    });
    await t.app.backgroundWork.runOnce();
    expect(await t.database.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it("forgets the events that name a person erased (contract §12)", async () => {
    const hook = await receiver();
    await addWebhook(hook.url, ["idea.created", "submission.status_changed"]);
    const { record } = await submittedWithToken(
      t,
      "startup-ideas",
      statusIdea("Erin Erased", "erin@example.com"),
    );
    await call("PATCH", `/api/admin/startup-ideas/${record.id}/status`, adminCookie, {
      status: "reviewing",
    });
    const before = await t.database.db.select().from(webhookDeliveries);
    expect(before.map((delivery) => delivery.data.name)).toEqual(["Erin Erased", "Erin Erased"]);
    const erased = await call("POST", "/api/admin/people/erase", adminCookie, {
      email: "erin@example.com",
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(JSON.stringify(await t.database.db.select().from(webhookDeliveries))).not.toContain(
      "Erin",
    );
  });

  it("deletes finished deliveries a month old with the retention purge, never a pending one", async () => {
    const hook = await receiver();
    const { id } = await addWebhook(hook.url);
    const db = t.database.db;
    await db.insert(webhookDeliveries).values(
      (["delivered", "failed", "pending", "delivered"] as const).map((status, index) => ({
        endpointId: id,
        eventType: "ping" as const,
        data: { index },
        status,
        // The last one is recent; a pending one waits behind its endpoint's older ones.
        createdAt: index === 3 ? new Date() : new Date(Date.now() - 31 * 86_400_000),
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })),
    );
    await makeTurnDue(db, "retention");
    await t.app.backgroundWork.runOnce();
    const left = await db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
    expect(left.map((delivery) => delivery.data.index)).toEqual([2, 3]);
  });

  it("sends a test ping, logs the delivery, and sends it again with its same id", async () => {
    const hook = await receiver();
    const { id, secret } = await addWebhook(hook.url, ["idea.created"]);
    const ping = await call("POST", `/api/admin/webhooks/${id}/test`, adminCookie);
    expect(ping.statusCode).toBe(202);
    const [first] = await deliveredTo(hook, 1);
    expect(verify(secret, first as Received)).toMatchObject({
      type: "ping",
      data: { endpointId: id },
    });

    await eventually(async () => (await deliveriesOf(id))[0]?.status === "delivered");
    const [logged] = await deliveriesOf(id);
    expect(logged).toEqual({
      id: expect.any(Number),
      event: "ping",
      attempt: 1,
      status: "delivered",
      responseStatus: 200,
      error: null,
      durationMs: expect.any(Number),
      at: expect.any(String),
      nextAttemptAt: null,
    });
    const listed = (await call("GET", "/api/admin/webhooks", adminCookie)).json();
    expect(listed[0].lastDelivery).toMatchObject({ event: "ping", status: "delivered" });

    const retry = await call(
      "POST",
      `/api/admin/webhooks/${id}/deliveries/${logged?.id}/retry`,
      adminCookie,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    const [, again] = await deliveredTo(hook, 2);
    expect(again?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    verify(secret, again as Received);
    await eventually(async () => (await deliveriesOf(id))[0]?.attempt === 2);

    const unknown = await call(
      "POST",
      `/api/admin/webhooks/${id}/deliveries/999999/retry`,
      adminCookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("retries a failure with the same id and a fresh timestamp and signature", async () => {
    const hook = await receiver();
    let answers = 0;
    hook.answerWith((_request, response) => {
      answers++;
      response.writeHead(answers === 1 ? 500 : 204).end();
    });
    const { id, secret } = await addWebhook(hook.url);
    await call("POST", `/api/admin/webhooks/${id}/test`, adminCookie);
    await deliveredTo(hook, 1);
    await eventually(async () => (await deliveriesOf(id))[0]?.responseStatus === 500);
    const [waiting] = await deliveriesOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempt: 1, error: "answered 500" });
    // The first retry is 5 s later.
    const inMs = Date.parse(waiting?.nextAttemptAt ?? "") - Date.now();
    expect(inMs).toBeGreaterThan(3_000);
    expect(inMs).toBeLessThanOrEqual(5_500);

    // A second later (timestamps are in seconds), made due now rather than waited for.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
    const [first, second] = await deliveredTo(hook, 2);
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    expect(second?.headers["webhook-timestamp"]).not.toBe(first?.headers["webhook-timestamp"]);
    expect(second?.headers["webhook-signature"]).not.toBe(first?.headers["webhook-signature"]);
    expect(verify(secret, second as Received).type).toBe("ping");
    await eventually(async () => (await deliveriesOf(id))[0]?.status === "delivered");
    expect((await deliveriesOf(id))[0]).toMatchObject({ attempt: 2, responseStatus: 204 });
  });

  it("fails a delivery after its last retry, and keeps the endpoint on", async () => {
    const hook = await receiver();
    hook.answerWith((_request, response) => {
      response.writeHead(503).end();
    });
    const { id } = await addWebhook(hook.url);
    await call("POST", `/api/admin/webhooks/${id}/test`, adminCookie);
    // Nine attempts already made: the tenth is the last.
    await t.database.db.update(webhookDeliveries).set({ attempt: 9 });
    await deliveredTo(hook, 1);
    await eventually(async () => (await deliveriesOf(id))[0]?.status === "failed");
    expect((await deliveriesOf(id))[0]).toMatchObject({ attempt: 10, nextAttemptAt: null });
    const [endpoint] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(endpoint?.active).toBe(true);
  });

  it("turns an endpoint off when it answers 410 Gone", async () => {
    const hook = await receiver();
    hook.answerWith((_request, response) => {
      response.writeHead(410).end();
    });
    const { id } = await addWebhook(hook.url);
    await call("POST", `/api/admin/webhooks/${id}/test`, adminCookie);
    await deliveredTo(hook, 1);
    await eventually(async () => (await deliveriesOf(id))[0]?.status === "failed");
    const listed = (await call("GET", "/api/admin/webhooks", adminCookie)).json();
    expect(listed[0]).toMatchObject({ id, active: false });
    // Off, it hears of nothing more, and a test is refused until it is on again.
    await postJson(t.app, "/api/ideas", statusIdea());
    await t.app.backgroundWork.runOnce();
    expect(hook.received).toHaveLength(1);
    expect((await call("POST", `/api/admin/webhooks/${id}/test`, adminCookie)).statusCode).toBe(
      409,
    );
  });

  it("delivers an endpoint's events in order, one at a time, the next waiting for a retried one", async () => {
    const hook = await receiver();
    let answers = 0;
    hook.answerWith(async (_request, response) => {
      answers++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The first attempt of the first event fails: the others wait behind it.
      response.writeHead(answers === 1 ? 500 : 200).end();
    });
    const { secret } = await addWebhook(hook.url, ["submission.status_changed"]);
    const { record } = await submittedWithToken(t, "startup-ideas");
    const statuses = ["reviewing", "contacted", "archived", "new", "reviewing"];
    for (const status of statuses) {
      await call("PATCH", `/api/admin/startup-ideas/${record.id}/status`, adminCookie, { status });
    }
    await deliveredTo(hook, 1);
    // Looks while the first waits for its retry send nothing else.
    for (let look = 0; look < 3; look++) await t.app.backgroundWork.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received).toHaveLength(1);

    await t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
    const got = await deliveredTo(hook, 6);
    const delivered = got.slice(1).map((request) => verify(secret, request).data.to);
    expect(delivered).toEqual(statuses);
    expect(got[1]?.headers["webhook-id"]).toBe(got[0]?.headers["webhook-id"]);
    expect(hook.mostAtOnce()).toBe(1);
  });

  it("takes an endpoint's due deliveries together and sends them in order, one at a time", async () => {
    const hook = await receiver();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    hook.answerWith(async (_request, response) => {
      await released;
      response.writeHead(200).end();
    });
    const { id, secret } = await addWebhook(hook.url, ["idea.created"]);
    const count = DELIVERIES_PER_TAKE + 5;
    await queuePings(id, count);
    await deliveredTo(hook, 1);
    // While the first is out, the rest of its take is leased with it (its attempt counted, its
    // next attempt a minute on), the ones beyond the take are not, and nothing else is sent.
    for (let look = 0; look < 3; look++) await t.app.backgroundWork.runOnce();
    const leased = await storedDeliveries();
    expect(leased.map((delivery) => delivery.attempt)).toEqual([
      ...Array(DELIVERIES_PER_TAKE).fill(1),
      ...Array(5).fill(0),
    ]);
    for (const delivery of leased.slice(0, DELIVERIES_PER_TAKE)) {
      expect(delivery.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    expect(hook.received).toHaveLength(1);

    release();
    const got = await deliveredTo(hook, count);
    expect(got.map((request) => verify(secret, request).data.index)).toEqual(
      Array.from({ length: count }, (_, index) => index),
    );
    expect(hook.mostAtOnce()).toBe(1);
    await eventually(async () =>
      (await storedDeliveries()).every((delivery) => delivery.status === "delivered"),
    );
    expect((await storedDeliveries()).map((delivery) => delivery.attempt)).toEqual(
      Array(count).fill(1),
    );
  });

  it("sends none of an endpoint's later deliveries after one fails, and gives them back untried", async () => {
    const hook = await receiver();
    let answers = 0;
    hook.answerWith((_request, response) => {
      answers++;
      response.writeHead(answers === 2 ? 500 : 200).end();
    });
    const { id, secret } = await addWebhook(hook.url, ["idea.created"]);
    await queuePings(id, 5);
    await deliveredTo(hook, 2);
    await eventually(async () => (await storedDeliveries())[1]?.responseStatus === 500);
    for (let look = 0; look < 3; look++) await t.app.backgroundWork.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received).toHaveLength(2);
    const [first, failed, ...later] = await storedDeliveries();
    expect(first).toMatchObject({ status: "delivered", attempt: 1 });
    expect(failed).toMatchObject({ status: "pending", attempt: 1, error: "answered 500" });
    const retryInMs = (failed?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(retryInMs).toBeGreaterThan(3_000);
    expect(retryInMs).toBeLessThanOrEqual(5_500);
    // The later ones are as they were before the take: never attempted, due, waiting behind it.
    for (const delivery of later) {
      expect(delivery).toMatchObject({ status: "pending", attempt: 0, error: null });
      expect(delivery.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    await t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
    const got = await deliveredTo(hook, 6);
    expect(got.map((request) => verify(secret, request).data.index)).toEqual([0, 1, 1, 2, 3, 4]);
    expect(got[2]?.headers["webhook-id"]).toBe(got[1]?.headers["webhook-id"]);
  });

  it("turns an endpoint off on a 410 within a take, and keeps its later deliveries owed", async () => {
    const hook = await receiver();
    let answers = 0;
    hook.answerWith((_request, response) => {
      answers++;
      response.writeHead(answers === 2 ? 410 : 200).end();
    });
    const { id } = await addWebhook(hook.url, ["idea.created"]);
    await queuePings(id, 4);
    await deliveredTo(hook, 2);
    await eventually(async () => (await storedDeliveries())[1]?.status === "failed");
    expect((await storedDeliveries()).map(({ status, attempt }) => ({ status, attempt }))).toEqual([
      { status: "delivered", attempt: 1 },
      { status: "failed", attempt: 1 },
      { status: "pending", attempt: 0 },
      { status: "pending", attempt: 0 },
    ]);
    const [endpoint] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(endpoint?.active).toBe(false);
    await t.app.backgroundWork.runOnce();
    expect(hook.received).toHaveLength(2);
  });

  it("takes no delivery past one that waits for its retry, when an older one is retried", async () => {
    const hook = await receiver();
    const { id, secret } = await addWebhook(hook.url, ["idea.created"]);
    // The second waits an hour for its retry; the first was retried and is due.
    await queuePings(id, 3, (index) =>
      index === 1 ? { attempt: 1, nextAttemptAt: new Date(Date.now() + 3_600_000) } : {},
    );
    const [got] = await deliveredTo(hook, 1);
    expect(verify(secret, got as Received).data.index).toBe(0);
    await eventually(async () => (await storedDeliveries())[0]?.status === "delivered");
    for (let look = 0; look < 3; look++) await t.app.backgroundWork.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received).toHaveLength(1);
    expect((await storedDeliveries())[2]).toMatchObject({ status: "pending", attempt: 0 });
  });

  it("sends an endpoint's events over one kept-alive connection, a failed attempt's closed", async () => {
    const hook = await receiver();
    await addWebhook(hook.url, ["idea.created"]);
    for (const name of ["Ada", "Grace", "Mary"]) {
      const submitted = await postJson(
        t.app,
        "/api/ideas",
        statusIdea(name, `${name.toLowerCase()}@example.com`),
      );
      expect(submitted.statusCode).toBe(201);
    }
    await deliveredTo(hook, 3);
    expect(hook.connections()).toBe(1);

    // A connection the receiver broke is not used again: the retry opens another.
    hook.answerWith((_request, response) => {
      hook.answerWith((_again, next) => {
        next.writeHead(200).end();
      });
      response.destroy();
    });
    const broken = await postJson(
      t.app,
      "/api/ideas",
      statusIdea("Emmy Noether", "emmy@example.com"),
    );
    expect(broken.statusCode).toBe(201);
    await deliveredTo(hook, 4);
    await eventually(async () => (await pendingRetries()) === 1);
    await t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
    await deliveredTo(hook, 5);
    expect(hook.received[4]?.headers["webhook-id"]).toBe(hook.received[3]?.headers["webhook-id"]);
    expect(hook.connections()).toBe(2);
  });

  it("does not let a slow endpoint hold up another, nor the site", async () => {
    const slow = await receiver();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    slow.answerWith(async (_request, response) => {
      await released;
      response.writeHead(200).end();
    });
    const fast = await receiver();
    await addWebhook(slow.url, ["idea.created"]);
    await addWebhook(fast.url, ["idea.created"]);

    const started = Date.now();
    const submitted = await postJson(t.app, "/api/ideas", statusIdea());
    expect(submitted.statusCode).toBe(201);
    await deliveredTo(fast, 1);
    await deliveredTo(slow, 1);
    // The fast one has its event while the slow one still holds its request open.
    expect(Date.now() - started).toBeLessThan(5_000);
    // The fast one's outcome is recorded (a moment after its receiver has it); the slow one's not.
    const pending = () =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
    await eventually(async () => (await pending()).length === 1);
    expect(await pending()).toHaveLength(1);
    // The site answers meanwhile.
    const another = await postJson(
      t.app,
      "/api/ideas",
      statusIdea("Grace Hopper", "grace@example.com"),
    );
    expect(another.statusCode).toBe(201);
    await deliveredTo(fast, 2);
    release();
    await deliveredTo(slow, 2);
  });

  it("posts a one-line Slack message with the admin link, unsigned", async () => {
    const hook = await receiver();
    await addWebhook(hook.url, ["idea.created"], "slack");
    const submitted = await postJson(
      t.app,
      "/api/ideas",
      statusIdea("Ada <Lovelace> & Co", "ada@example.com"),
    );
    const [got] = await deliveredTo(hook, 1);
    expect(JSON.parse(got?.body ?? "")).toEqual({
      text: `New startup idea #${submitted.json().id} (Ada &lt;Lovelace&gt; &amp; Co) <${TEST_PUBLIC_URL}/admin/startup-ideas/${submitted.json().id}>`,
    });
    expect(got?.headers["webhook-signature"]).toBeUndefined();
    expect(got?.headers["webhook-id"]).toBeUndefined();
  });
});

describe("without WEBHOOK_ALLOW_PRIVATE", () => {
  let strict: TestApp;
  let strictCookie: string;
  const strictCall = apiCall(() => strict);
  beforeAll(async () => {
    strict = await createTestApp();
    strictCookie = await signedInAdmin(strict);
  });
  afterAll(() => strict?.close());

  it.each([
    ["http://example.com/hook", "url must start with https://"],
    ["https://127.0.0.1/hook", "url's host 127.0.0.1 is a loopback address"],
    ["https://localhost/hook", "url's host localhost (127.0.0.1) is a loopback address"],
    ["https://[::1]/hook", "url's host ::1 is a loopback address"],
    ["https://[::ffff:127.0.0.1]/hook", "is an IPv4-mapped address"],
    ["https://[::ffff:8.8.8.8]/hook", "is an IPv4-mapped address"],
    ["https://10.1.2.3/hook", "is a private address"],
    ["https://172.16.0.1/hook", "is a private address"],
    ["https://192.168.1.10/hook", "is a private address"],
    ["https://169.254.169.254/latest/meta-data", "is a link-local address"],
    ["https://100.64.0.1/hook", "is a carrier-grade NAT address"],
    ["https://0.0.0.0/hook", "is a 'this network' address"],
    ["https://[fd00::1]/hook", "is a unique-local address"],
    ["https://[fe80::1]/hook", "is a link-local address"],
    ["https://224.0.0.1/hook", "is a multicast address"],
    ["https://2130706433/hook", "url's host 127.0.0.1 is a loopback address"],
    ["https://user:pw@example.com/hook", "must not carry a user name or password"],
  ])("refuses %s with a 400", async (url, message) => {
    const response = await strictCall("POST", "/api/admin/webhooks", strictCookie, {
      url,
      events: ["idea.created"],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0]).toEqual({
      path: "url",
      message: expect.stringContaining(message),
    });
  });

  it("refuses a private address on a change too, and checks again at each delivery", async () => {
    const hook = await receiver();
    // Saved when it was allowed (the flag since turned off), or resolving elsewhere since.
    const [endpoint] = await strict.database.db
      .insert(webhookEndpoints)
      .values({
        url: `https://localhost:${hook.port}/hook`,
        events: ["idea.created"],
        secret: "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      })
      .returning();
    const patched = await strictCall("PATCH", `/api/admin/webhooks/${endpoint?.id}`, strictCookie, {
      url: "https://[::ffff:7f00:1]/hook",
    });
    expect(patched.statusCode).toBe(400);

    await postJson(strict.app, "/api/ideas", statusIdea());
    await eventually(async () => {
      await strict.app.backgroundWork.runOnce();
      const [delivery] = await strict.database.db.select().from(webhookDeliveries);
      return delivery?.attempt === 1 && delivery.error !== null;
    });
    const [delivery] = await strict.database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pending", responseStatus: null });
    expect(delivery?.error).toContain("is a loopback address");
    expect(hook.received).toEqual([]);
  });
});
