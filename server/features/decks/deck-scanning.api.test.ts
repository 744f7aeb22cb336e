import { DECK_MESSAGES } from "@shared/schemas/decks";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { type Clamd, MALWARE_MARKER, pdfSaying, startClamd } from "../../../tests/support/clamd";
import { submitIdeaWithDeck, uploadStatusDeck } from "../../../tests/support/decks-api";
import { statusIdea, submittedWithToken } from "../../../tests/support/status-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { activityLog, deckPages, deckParts, decks } from "../../db/schema";

/**
 * Pitch decks with CLAMD_URL (contract §17): every deck goes to a real clamd (a signature
 * database the tests make, tests/support/clamd.ts) before anyone sees it; infected ones lose
 * their bytes; clamd down leaves them `scanning` until it is back (fail closed).
 */

type World = { t: TestApp; cookie: string };

async function worldWith(clamdUrl: string): Promise<World> {
  const t = await createTestApp({ CLAMD_URL: clamdUrl });
  return { t, cookie: await signedInAdmin(t) };
}

const deckOf = async ({ t }: World, ideaId: number) => {
  const [deck] = await t.database.db.select().from(decks).where(eq(decks.startupIdeaId, ideaId));
  return deck;
};

/** Lets the worker look until the idea's deck is in `state`. */
async function settled(world: World, ideaId: number, state: string) {
  await vi.waitFor(
    async () => {
      await world.t.app.backgroundWork.runOnce();
      expect((await deckOf(world, ideaId))?.state).toBe(state);
    },
    { timeout: 30_000, interval: 200 },
  );
}

const adminGet = ({ t, cookie }: World, path: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/startup-ideas/${path}`, headers: { cookie } });

describe("with clamd answering", () => {
  let world: World;
  beforeAll(async () => {
    world = await worldWith(inject("clamdUrl"));
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it("says in Settings that decks are scanned", async () => {
    const status = await world.t.app.inject({
      method: "GET",
      url: "/api/admin/mail",
      headers: { cookie: world.cookie },
    });
    expect(status.json()).toMatchObject({ decksScanned: true });
  });

  it("answers `scanning`, then a clean deck is `clean` with its pages, within seconds", async () => {
    const response = await submitIdeaWithDeck(t(), { name: "clean.pdf", bytes: pdfSaying("Hi") });
    expect(response.statusCode, response.body).toBe(201);
    const idea = response.json();
    expect(idea.deck).toMatchObject({ state: "scanning", fileName: "clean.pdf", pages: 1 });
    await settled(world, idea.id, "clean");
    await vi.waitFor(async () => {
      const described = await adminGet(world, `${idea.id}/deck`);
      expect(described.json()).toMatchObject({ state: "clean", pages: 1, pagesReady: 1 });
    });
    const page = await adminGet(world, `${idea.id}/deck/pages/1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("image/webp");
    expect(page.headers["cache-control"]).toMatch(/^private/);
    expect(page.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    const thumbnail = await adminGet(world, `${idea.id}/deck/pages/1?size=thumbnail`);
    expect(thumbnail.rawPayload.length).toBeLessThan(page.rawPayload.length);
    expect((await adminGet(world, `${idea.id}/deck/pages/2`)).statusCode).toBe(404);
    expect((await adminGet(world, `${idea.id}/deck/file`)).statusCode).toBe(200);
  });

  it("deletes an infected deck's bytes at once, names the signature and logs deck_refused", async () => {
    const { record, token } = await submittedWithToken(world.t, "startup-ideas");
    const infected = pdfSaying(`Growth plan ${MALWARE_MARKER.toString()}`);
    const upload = await uploadStatusDeck(t(), token, { name: "deck.pdf", bytes: infected });
    expect(upload.json()).toMatchObject({ state: "scanning" });
    await settled(world, record.id, "infected");
    const deck = await deckOf(world, record.id);
    expect(deck?.signature).toBe(inject("clamdSignatureName"));
    const db = world.t.database.db;
    expect(await db.$count(deckParts, eq(deckParts.deckId, deck?.id ?? ""))).toBe(0);
    expect(await db.$count(deckPages, eq(deckPages.deckId, deck?.id ?? ""))).toBe(0);
    const described = await adminGet(world, `${record.id}/deck`);
    expect(described.json()).toMatchObject({
      state: "infected",
      signature: inject("clamdSignatureName"),
    });
    const file = await adminGet(world, `${record.id}/deck/file`);
    expect(file.statusCode).toBe(410);
    expect(file.json().message).toBe(DECK_MESSAGES.infected);
    const view = await world.t.app.inject({ method: "GET", url: `/api/status/${token}` });
    expect(view.json().deck).toMatchObject({ state: "infected" });
    const [refused] = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(
        sql`${activityLog.action} = 'deck_refused' and ${activityLog.subjectId} = ${record.id}`,
      );
    expect(refused?.details).toEqual({
      signature: inject("clamdSignatureName"),
      size: infected.length,
    });
  });

  function t() {
    return world.t.app;
  }
});

describe("with clamd down, then back", () => {
  let clamd: Clamd;
  let world: World;
  beforeAll(async () => {
    clamd = await startClamd();
    world = await worldWith(clamd.url);
  });
  afterAll(async () => {
    await world?.t.close();
    await clamd?.dispose();
  });

  it("keeps the deck `scanning` (its file refused with 409), then scans it once clamd is back", async () => {
    await clamd.stop();
    const response = await submitIdeaWithDeck(
      world.t.app,
      { name: "later.pdf", bytes: pdfSaying("Later") },
      statusIdea("Lee Later", "lee@example.com"),
    );
    const ideaId = response.json().id;
    await vi.waitFor(
      async () => {
        await world.t.app.backgroundWork.runOnce();
        expect((await deckOf(world, ideaId))?.scanFailures).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    const waiting = await deckOf(world, ideaId);
    expect(waiting?.state).toBe("scanning");
    // Tried again within a minute, as the contract asks for the first 10 minutes.
    const untilRetry = (waiting?.workDueAt?.getTime() ?? 0) - Date.now();
    expect(untilRetry).toBeGreaterThan(0);
    expect(untilRetry).toBeLessThanOrEqual(60_000);
    const file = await adminGet(world, `${ideaId}/deck/file`);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(DECK_MESSAGES.stillScanning);
    expect((await adminGet(world, `${ideaId}/deck/pages/1`)).statusCode).toBe(404);

    await clamd.start();
    // The retry's time, brought forward rather than waited for.
    await world.t.database.db
      .update(decks)
      .set({ workDueAt: sql`now()` })
      .where(eq(decks.startupIdeaId, ideaId));
    await settled(world, ideaId, "clean");
  });
});
