import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DECK_MESSAGES } from "@shared/schemas/decks";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pdfSaying } from "../../../tests/support/clamd";
import {
  type DeckFile,
  submitIdeaWithDeck,
  uploadStatusDeck,
} from "../../../tests/support/decks-api";
import { multipartBody } from "../../../tests/support/media-api";
import { deckPdf, encryptedPdf, garbageAfterHeaderPdf } from "../../../tests/support/pdf-fixtures";
import { staffWorldForThisFile } from "../../../tests/support/staff-world";
import { statusIdea, submittedWithToken } from "../../../tests/support/status-page";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import { activityLog, deckPages, deckParts, decks, startupIdeas } from "../../db/schema";
import { RENDER_LIMITS } from "../../lib/pdf/render-pdf-pages";
import { mintStatusToken } from "../messages/status-tokens";
import { purgeDue } from "../personal-data/retention";
import { makeDeckPages } from "./deck-pages";
import { claimDueDeck } from "./deck-work";
import { withStagedDeck } from "./store-deck";

/** Pitch decks without CLAMD_URL (contract §17): stored `unscanned`, read by staff, gone with their idea. */
const world = staffWorldForThisFile();
const { call } = world;

/** A well-formed one-page PDF whose page says `note`. */
const onePagePdf = (note = "deck"): DeckFile => ({
  name: "Pitch deck.pdf",
  bytes: pdfSaying(note),
});

/** The start of a multipart body whose file part `field` is still to come. */
function multipartHead(field: string) {
  const boundary = "----deck-stream-boundary";
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    start: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
    ),
  };
}

let port: number | undefined;
/** The test app on a real port, for uploads that must be streamed. */
async function listening() {
  if (port === undefined) {
    await world.t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (world.t.app.server.address() as AddressInfo).port;
  }
  return port;
}

const ideaCount = () => world.t.database.db.$count(startupIdeas);
const deckRows = (ideaId: number) =>
  world.t.database.db.select().from(decks).where(eq(decks.startupIdeaId, ideaId));
const partCount = () => world.t.database.db.$count(deckParts);

async function ideaWithDeck(deck = onePagePdf(), email = "ada@example.com") {
  const response = await submitIdeaWithDeck(world.t.app, deck, statusIdea("Ada Farmer", email));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; deck: { state: string } };
}

/**
 * Drawing a deck's pages is real work in a child process: a CI machine running every test layer
 * at once takes well over the usual 30 s for it, which a quiet one does in 3.
 */
const DRAWING_WAIT_MS = 80_000;

describe("POST /api/ideas as multipart", () => {
  it("stores the idea with its deck, unscanned without CLAMD_URL, in parts", async () => {
    const deck = onePagePdf();
    const idea = await ideaWithDeck(deck);
    expect(idea).toMatchObject({ name: "Ada Farmer", status: "new" });
    expect(idea.deck).toEqual({
      state: "unscanned",
      fileName: "Pitch deck.pdf",
      size: deck.bytes.length,
      pages: 1,
    });
    expect(idea).not.toHaveProperty("hasDeck");
    const [row] = await deckRows(idea.id);
    expect(row?.sha256).toBe(createHash("sha256").update(deck.bytes).digest("hex"));
    const [added] = await world.t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.subjectId, idea.id));
    expect(added).toBeDefined();
  });

  it("answers deck null without a file part, and keeps the JSON answer as it was", async () => {
    const none = await submitIdeaWithDeck(world.t.app, null);
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().deck).toBeNull();
    const json = await postJson(world.t.app, "/api/ideas", statusIdea());
    expect(json.statusCode).toBe(201);
    expect(json.json()).not.toHaveProperty("deck");
    expect(json.json()).not.toHaveProperty("hasDeck");
  });

  it("names a form field's problem as the JSON path does, storing nothing", async () => {
    const before = await ideaCount();
    const response = await submitIdeaWithDeck(world.t.app, onePagePdf(), {
      ...statusIdea(),
      name: "A",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: "name" }));
    expect(await ideaCount()).toBe(before);
  });

  it("refuses a file that is not a PDF by its bytes (whatever its name), storing no idea", async () => {
    const before = await ideaCount();
    const fake = { name: "deck.pdf", bytes: Buffer.from("PK\u0003\u0004 a zip, not a PDF") };
    const response = await submitIdeaWithDeck(world.t.app, fake);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DECK_MESSAGES.notPdf);
    expect(await ideaCount()).toBe(before);
  });

  it("refuses an encrypted deck, and one of 61 pages, naming the problem, storing no idea", async () => {
    const before = await ideaCount();
    const locked = encryptedPdf({ userPassword: "secret", ownerPassword: "owner" });
    const encrypted = await submitIdeaWithDeck(world.t.app, {
      name: "locked.pdf",
      bytes: Buffer.from(locked),
    });
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().message).toBe(DECK_MESSAGES.encrypted);
    const long = Buffer.from(await deckPdf(61));
    const tooLong = await submitIdeaWithDeck(world.t.app, { name: "long.pdf", bytes: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(DECK_MESSAGES.tooManyPages);
    expect(await ideaCount()).toBe(before);
  });

  it("takes a deck of 60 pages", async () => {
    const full = Buffer.from(await deckPdf(60));
    const idea = await ideaWithDeck({ name: "full.pdf", bytes: full });
    expect(idea.deck).toMatchObject({ pages: 60 });
  });

  it("refuses 26 MiB with 413 and closes the connection, storing no idea", async () => {
    const before = await ideaCount();
    const big = onePagePdf();
    big.bytes = Buffer.concat([big.bytes, Buffer.alloc(26 * 1024 * 1024)]);
    const response = await submitIdeaWithDeck(world.t.app, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(DECK_MESSAGES.tooLarge);
    expect(response.headers.connection).toBe("close");
    expect(await ideaCount()).toBe(before);
  });

  it("cuts a streamed upload off at 25 MiB rather than reading it to its end", async () => {
    const port = await listening();
    const head = multipartHead("deck");
    const sent = await new Promise<{ status: number | "cut off"; bytes: number }>(
      (resolve, reject) => {
        // Chunked, so no length tells the server in advance: 40 MiB offered a MiB at a time.
        const request = http.request({
          port,
          method: "POST",
          path: "/api/ideas",
          headers: { "content-type": head.contentType, "transfer-encoding": "chunked" },
        });
        let bytes = 0;
        let answered = false;
        request.on("response", (response) => {
          answered = true;
          response.resume();
          resolve({ status: response.statusCode ?? 0, bytes });
        });
        // The server may close the connection before its answer is read here: that is the
        // cut-off too, as long as it comes long before the 40 MiB are sent.
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (answered) return;
          answered = true;
          if (error.code === "EPIPE" || error.code === "ECONNRESET")
            resolve({ status: "cut off", bytes });
          else reject(error);
        });
        request.write(head.start);
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        const more = () => {
          while (!answered && bytes < 40 * 1024 * 1024) {
            bytes += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", more);
          }
        };
        more();
      },
    );
    expect([413, "cut off"]).toContain(sent.status);
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
  });

  it("refuses a body that says it is over the limit before reading it", async () => {
    const port = await listening();
    const head = multipartHead("deck");
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        port,
        method: "POST",
        path: "/api/ideas",
        headers: { "content-type": head.contentType, "content-length": 30 * 1024 * 1024 },
      });
      request.on("response", (response) => resolve(response.statusCode ?? 0));
      request.on("error", reject);
      // Only the head is ever sent: the answer must not wait for the rest.
      request.write(head.start);
    });
    expect(status).toBe(413);
  });

  it("refuses a second file, or one in another part", async () => {
    const { payload, headers } = multipartBody(
      { name: "x.pdf", type: "application/pdf", bytes: onePagePdf().bytes },
      statusIdea(),
      "file",
    );
    const response = await world.t.app.inject({
      method: "POST",
      url: "/api/ideas",
      payload,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DECK_MESSAGES.oneFile);
  });
});

describe("the back office (admin, reviewer; editor 403)", () => {
  it("describes the deck, serves its file as an attachment and logs the download", async () => {
    const deck = onePagePdf("download");
    const idea = await ideaWithDeck(deck);
    const described = await call(
      "GET",
      `/api/admin/startup-ideas/${idea.id}/deck`,
      world.reviewerCookie,
    );
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      state: "unscanned",
      fileName: "Pitch deck.pdf",
      size: deck.bytes.length,
      pages: 1,
      uploadedAt: expect.any(String),
      signature: null,
      pagesReady: expect.any(Number),
    });
    const file = await call(
      "GET",
      `/api/admin/startup-ideas/${idea.id}/deck/file`,
      world.reviewerCookie,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="Pitch deck.pdf"/);
    expect(file.rawPayload.equals(deck.bytes)).toBe(true);
    const logged = await world.t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.subjectId, idea.id));
    expect(logged.map((entry) => entry.action)).toEqual([
      "created",
      "deck_added",
      "deck_downloaded",
    ]);
  });

  it(
    "makes a deck's pages in the background, with thumbnails",
    async () => {
      const idea = await ideaWithDeck({ name: "two.pdf", bytes: Buffer.from(await deckPdf(2)) });
      await vi.waitFor(
        async () => {
          await world.t.app.backgroundWork.runOnce();
          const deck = await call("GET", `/api/admin/startup-ideas/${idea.id}/deck`);
          expect(deck.json()).toMatchObject({ state: "unscanned", pages: 2, pagesReady: 2 });
        },
        { timeout: DRAWING_WAIT_MS, interval: 200 },
      );
      const page = await call("GET", `/api/admin/startup-ideas/${idea.id}/deck/pages/2`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
      const again = await world.t.app.inject({
        method: "GET",
        url: `/api/admin/startup-ideas/${idea.id}/deck/pages/2`,
        headers: { cookie: world.adminCookie, "if-none-match": String(page.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
    DRAWING_WAIT_MS + 10_000,
  );

  it(
    "keeps a PDF whose pages cannot be made as unreadable, which staff may still download",
    async () => {
      const broken = Buffer.from(garbageAfterHeaderPdf());
      const idea = await ideaWithDeck({ name: "broken.pdf", bytes: broken });
      await vi.waitFor(
        async () => {
          await world.t.app.backgroundWork.runOnce();
          const deck = await call("GET", `/api/admin/startup-ideas/${idea.id}/deck`);
          expect(deck.json()).toMatchObject({ state: "unreadable", pagesReady: 0 });
        },
        { timeout: DRAWING_WAIT_MS, interval: 200 },
      );
      const file = await call("GET", `/api/admin/startup-ideas/${idea.id}/deck/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(broken)).toBe(true);
    },
    DRAWING_WAIT_MS + 10_000,
  );

  it("answers 404 for an idea without a deck, and for a page not made", async () => {
    const none = await postJson(world.t.app, "/api/ideas", statusIdea());
    const id = none.json().id;
    expect((await call("GET", `/api/admin/startup-ideas/${id}/deck`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/startup-ideas/${id}/deck/file`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/startup-ideas/${id}/deck/pages/1`)).statusCode).toBe(404);
  });

  it("refuses an editor with 403 on every deck route", async () => {
    const idea = await ideaWithDeck();
    for (const path of ["deck", "deck/file", "deck/pages/1"]) {
      const response = await call(
        "GET",
        `/api/admin/startup-ideas/${idea.id}/${path}`,
        world.editorCookie,
      );
      expect(response.statusCode, path).toBe(403);
    }
  });

  it("shows Deck yes/no in the list rows and the CSV", async () => {
    const idea = await ideaWithDeck(onePagePdf(), "listed@example.com");
    const list = await call(
      "GET",
      "/api/admin/startup-ideas?filter=search&search=listed@example.com",
    );
    expect(list.json()).toEqual([expect.objectContaining({ id: idea.id, hasDeck: true })]);
    const csv = await call("GET", "/api/admin/export/startup-ideas?filter=search&search=listed@");
    const [header, row] = csv.body.split("\r\n");
    const column = header?.split(",").indexOf("Deck") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(row?.split(",")[column]).toBe("yes");
  });

  it("tells Settings that decks are not scanned", async () => {
    const status = await call("GET", "/api/admin/mail", world.editorCookie);
    expect(status.json()).toMatchObject({ decksScanned: false });
  });
});

describe("the status page's deck", () => {
  it("adds, replaces (the old one deleted) and removes the deck, each counted", async () => {
    const { record, token } = await submittedWithToken(world.t, "startup-ideas");
    const first = await uploadStatusDeck(world.t.app, token, onePagePdf("first"));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: "unscanned", fileName: "Pitch deck.pdf" });
    const [firstRow] = await deckRows(record.id);
    const second = await uploadStatusDeck(world.t.app, token, onePagePdf("second, longer"));
    expect(second.statusCode).toBe(201);
    const rows = await deckRows(record.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(firstRow?.id);
    expect(
      await world.t.database.db.$count(deckParts, eq(deckParts.deckId, firstRow?.id ?? "")),
    ).toBe(0);
    const view = await world.t.app.inject({ method: "GET", url: `/api/status/${token}` });
    expect(view.json().deck).toMatchObject({ state: "unscanned", size: second.json().size });
    const removed = await world.t.app.inject({
      method: "DELETE",
      url: `/api/status/${token}/deck`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await deckRows(record.id)).toHaveLength(0);
    const again = await world.t.app.inject({ method: "DELETE", url: `/api/status/${token}/deck` });
    expect(again.statusCode).toBe(404);
    const actions = await world.t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.subjectId, record.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      "created",
      "deck_added",
      "deck_replaced",
    ]);
  });

  it("refuses a deck for an investment interest, or an unknown token, with 404", async () => {
    const { token } = await submittedWithToken(world.t, "investment-interests");
    expect((await uploadStatusDeck(world.t.app, token, onePagePdf())).statusCode).toBe(404);
    expect((await uploadStatusDeck(world.t.app, "x".repeat(43), onePagePdf())).statusCode).toBe(
      404,
    );
  });

  it("refuses a file that is not a PDF, keeping the deck it had", async () => {
    const { record, token } = await submittedWithToken(world.t, "startup-ideas");
    await uploadStatusDeck(world.t.app, token, onePagePdf());
    const refused = await uploadStatusDeck(world.t.app, token, {
      name: "a.pdf",
      bytes: Buffer.from("GIF89a"),
    });
    expect(refused.statusCode).toBe(400);
    expect(await deckRows(record.id)).toHaveLength(1);
  });
});

describe("a deck goes with its record", () => {
  it("on delete", async () => {
    const idea = await ideaWithDeck(onePagePdf(), "deleted@example.com");
    const parts = await partCount();
    expect((await call("DELETE", `/api/admin/startup-ideas/${idea.id}`)).statusCode).toBe(204);
    expect(await deckRows(idea.id)).toHaveLength(0);
    expect(await partCount()).toBeLessThan(parts);
  });

  it("on erasure, after the export held it with its sha256", async () => {
    const deck = onePagePdf("exported");
    const idea = await ideaWithDeck(deck, "erased@example.com");
    const exported = await call("GET", "/api/admin/people/export?email=erased@example.com");
    const [held] = exported.json().startupIdeas;
    expect(held.id).toBe(idea.id);
    expect(held.deck).toEqual({
      fileName: "Pitch deck.pdf",
      size: deck.bytes.length,
      sha256: createHash("sha256").update(deck.bytes).digest("hex"),
      contentBase64: deck.bytes.toString("base64"),
    });
    const erased = await call("POST", "/api/admin/people/erase", world.adminCookie, {
      email: "erased@example.com",
    });
    expect(erased.statusCode).toBe(200);
    expect(await deckRows(idea.id)).toHaveLength(0);
  });

  it("on withdrawal", async () => {
    const idea = await ideaWithDeck(onePagePdf(), "withdrawn@example.com");
    const token = await mintStatusToken(world.t.database.db, {
      kind: "startup-ideas",
      id: idea.id,
    });
    const withdrawn = await world.t.app.inject({
      method: "POST",
      url: `/api/status/${token}/withdraw`,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await deckRows(idea.id)).toHaveLength(0);
  });

  it("on retention", async () => {
    const idea = await ideaWithDeck(onePagePdf(), "old@example.com");
    await world.t.database.db
      .update(startupIdeas)
      .set({ updatedAt: new Date("2001-01-01T00:00:00Z") })
      .where(eq(startupIdeas.id, idea.id));
    await world.t.database.db.transaction((tx) => purgeDue(tx));
    expect(await deckRows(idea.id)).toHaveLength(0);
  });
});

describe("a deck staged before its idea (ADR 051)", () => {
  const checked = (note: string) => {
    const bytes = pdfSaying(note);
    return {
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      fileName: "Staged.pdf",
      pages: 1,
    };
  };
  const db = () => world.t.database.db;

  it("is written whole, seen by no idea, and deleted with its parts when attaching it fails", async () => {
    const partsBefore = await partCount();
    let stagedId = "";
    const attaching = withStagedDeck(db(), checked("staged"), false, async (staged) => {
      stagedId = staged.id;
      const [row] = await db().select().from(decks).where(eq(decks.id, staged.id));
      expect(row).toMatchObject({
        startupIdeaId: null,
        state: "unscanned",
        fileName: "Staged.pdf",
      });
      expect(await db().$count(deckParts, eq(deckParts.deckId, staged.id))).toBeGreaterThan(0);
      throw new Error("the idea was refused");
    });
    await expect(attaching).rejects.toThrow("the idea was refused");
    expect(await db().$count(decks, eq(decks.id, stagedId))).toBe(0);
    expect(await partCount()).toBe(partsBefore);
  });

  it("left unattached (its process stopped), is deleted by the worker after its grace, not before", async () => {
    const stagedId = await withStagedDeck(
      db(),
      checked("orphan"),
      false,
      async (staged) => staged.id,
    );
    await world.t.app.backgroundWork.runOnce();
    expect(await db().$count(decks, eq(decks.id, stagedId))).toBe(1);
    await db()
      .update(decks)
      .set({ workDueAt: sql`now() - interval '1 second'` })
      .where(eq(decks.id, stagedId));
    await world.t.app.backgroundWork.runOnce();
    expect(await db().$count(decks, eq(decks.id, stagedId))).toBe(0);
    expect(await db().$count(deckParts, eq(deckParts.deckId, stagedId))).toBe(0);
  });
});

describe("the submitter limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("count the status page's deck writes with its other writes", async () => {
    const { token } = await submittedWithToken(limited, "startup-ideas");
    const answers: number[] = [];
    for (let hit = 0; hit < 31; hit++) {
      const removal = await limited.app.inject({
        method: "DELETE",
        url: `/api/status/${token}/deck`,
      });
      answers.push(removal.statusCode);
    }
    // 30 an hour per address: the 31st write is refused, with a deck or not.
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
    const upload = await uploadStatusDeck(limited.app, token, onePagePdf());
    expect(upload.statusCode).toBe(429);
    expect(upload.headers["retry-after"]).toBeDefined();
  });

  it("refuse an idea with a deck over the budget, leaving no deck behind", async () => {
    for (let hit = 0; hit <= 30; hit++) {
      const idea = await postJson(limited.app, "/api/ideas", statusIdea());
      if (idea.statusCode === 429) break;
      expect(idea.statusCode).toBe(201);
    }
    const { db } = limited.database;
    const partsBefore = await db.$count(deckParts);
    const refused = await submitIdeaWithDeck(limited.app, onePagePdf());
    expect(refused.statusCode).toBe(429);
    expect(await db.$count(decks, isNull(decks.startupIdeaId))).toBe(0);
    expect(await db.$count(deckParts)).toBe(partsBefore);
  });
});

describe("a deck whose drawing the machine was too busy for", () => {
  it("is due again in five minutes, as it was: not unreadable, no pages kept", async () => {
    const { db } = world.t.database;
    const idea = await ideaWithDeck(
      { name: "busy.pdf", bytes: Buffer.from(await deckPdf(2)) },
      "drawn-on-a-busy-day@example.com",
    );
    const due = await claimDueDeck(db);
    expect(due?.startupIdeaId).toBe(idea.id);
    if (!due) return;
    // No child starts within a millisecond: the wait ends before any page is drawn.
    await makeDeckPages({ db, log: world.t.app.log, clamdUrl: null }, due, {
      ...RENDER_LIMITS,
      waitMs: 1,
    });
    const [deck] = await db
      .select({
        state: decks.state,
        dueInSeconds: sql<number>`extract(epoch from ${decks.workDueAt} - now())::int`,
      })
      .from(decks)
      .where(eq(decks.id, due.id));
    expect(deck?.state).toBe("unscanned");
    expect(deck?.dueInSeconds).toBeGreaterThan(4 * 60);
    expect(deck?.dueInSeconds).toBeLessThanOrEqual(5 * 60);
    expect(await db.$count(deckPages, eq(deckPages.deckId, due.id))).toBe(0);
  });
});

describe("a deck removed while its pages are drawn", () => {
  it("ends the drawing quietly: its pages went with it, and nothing is left to do", {
    timeout: DRAWING_WAIT_MS + 10_000,
  }, async () => {
    const { db } = world.t.database;
    const idea = await ideaWithDeck(
      { name: "long.pdf", bytes: Buffer.from(await deckPdf(6)) },
      "removed-while-drawn@example.com",
    );
    const due = await claimDueDeck(db);
    expect(due?.startupIdeaId).toBe(idea.id);
    if (!due) return;
    const drawing = makeDeckPages({ db, log: world.t.app.log, clamdUrl: null }, due);
    await vi.waitFor(
      async () =>
        expect(await db.$count(deckPages, eq(deckPages.deckId, due.id))).toBeGreaterThan(0),
      { timeout: DRAWING_WAIT_MS, interval: 20 },
    );
    await db.delete(decks).where(eq(decks.id, due.id));
    await expect(drawing).resolves.toBeUndefined();
    expect(await db.$count(deckPages, eq(deckPages.deckId, due.id))).toBe(0);
  });
});
