import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { multipartBody, uploaded } from "../../../tests/support/media-api";
import { buildTestApp } from "../../../tests/support/test-app";
import { media, mediaVariants } from "../../db/schema";
import type { LookContext } from "../../lib/worker-task";
import { claimDueImage, makeDueVariants } from "./due-variants";
import { makeVariantsTask } from "./tasks/make-variants-task";

/**
 * A new upload's variants are made by the background worker, not by the upload (ADR 046). The
 * file's own worker is stopped, so that each test says when the task runs; the last test uses
 * a second instance whose worker runs as in production.
 */
const api = adminApiAppForThisFile();
const db = () => api.t.database.db;
const get = (url: string) => api.t.app.inject({ method: "GET", url });

beforeAll(async () => {
  await api.t.app.backgroundWork.stop();
});

/** One look's run of the task, as the worker gives it. */
function runTask(signal = new AbortController().signal) {
  const context: LookContext = { db: db(), log: api.t.app.log, signal, lookAgain: () => {} };
  return makeVariantsTask.run(context);
}

/** A 2000 × 1000 JPEG: its variants are 480, 720, 960 and 1600 wide, in WebP and JPEG. */
const photo = async () => ({
  name: "field.jpg",
  type: "image/jpeg",
  bytes: await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .toBuffer(),
});
const ALL_VARIANTS = [
  "1600.jpeg",
  "1600.webp",
  "480.jpeg",
  "480.webp",
  "720.jpeg",
  "720.webp",
  "960.jpeg",
  "960.webp",
];

async function variantsMade(id: string) {
  const made = await db()
    .select({ width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, id));
  return made.map(({ width, format }) => `${width}.${format}`).sort();
}

async function dueAt(id: string) {
  const [row] = await db()
    .select({ dueAt: media.variantsDueAt })
    .from(media)
    .where(eq(media.id, id));
  return row?.dueAt;
}

describe("an upload's variants", () => {
  it("are not made by the upload, which answers with the image due and wakes the worker", async () => {
    const wake = vi.spyOn(api.t.app.backgroundWork, "wake");
    try {
      const image = await uploaded(api, await photo());
      expect(image).toMatchObject({ url: `/media/${image.id}/1600.jpg`, width: 2000 });
      expect(await variantsMade(image.id)).toEqual([]);
      expect(await dueAt(image.id)).toBeInstanceOf(Date);
      expect(wake).toHaveBeenCalledTimes(1);
    } finally {
      wake.mockRestore();
    }
  });

  it("are made by the worker, each once, and the image is then no longer due", async () => {
    const image = await uploaded(api, await photo());
    await runTask();
    expect(await variantsMade(image.id)).toEqual(ALL_VARIANTS);
    expect(await dueAt(image.id)).toBeNull();
    const variant = await get(`/media/${image.id}/960.webp`);
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 960,
      height: 480,
    });
    // Nothing is due any more: another look makes nothing.
    await runTask();
    expect(await variantsMade(image.id)).toEqual(ALL_VARIANTS);
  });

  it("are made once when two workers look at the same moment", async () => {
    const images = [await uploaded(api, await photo()), await uploaded(api, await photo())];
    await Promise.all([runTask(), runTask()]);
    for (const image of images) {
      expect(await variantsMade(image.id)).toEqual(ALL_VARIANTS);
      expect(await dueAt(image.id)).toBeNull();
    }
  });

  it("asked for before the worker ran, are made by the request, right, and kept", async () => {
    const image = await uploaded(api, await photo());
    const early = await get(`/media/${image.id}/960.webp`);
    expect(early.statusCode).toBe(200);
    expect(early.headers["content-type"]).toBe("image/webp");
    expect(early.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(early.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 960,
      height: 480,
    });
    // The URL the upload answered (what the editor shows at once) too.
    const answered = await get(image.url);
    expect(answered.statusCode).toBe(200);
    expect(await sharp(answered.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 1600,
    });
    expect(await variantsMade(image.id)).toEqual(["1600.jpeg", "960.webp"]);

    await runTask();
    expect(await variantsMade(image.id)).toEqual(ALL_VARIANTS);
    // The worker left the one already made as it was.
    const later = await get(`/media/${image.id}/960.webp`);
    expect(Buffer.compare(later.rawPayload, early.rawPayload)).toBe(0);
  });

  it("asked for by several requests at once, are made and served the same to all", async () => {
    const image = await uploaded(api, await photo());
    const answers = await Promise.all([1, 2, 3].map(() => get(`/media/${image.id}/480.webp`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [first] = answers;
    for (const answer of answers) {
      expect(Buffer.compare(answer.rawPayload, first?.rawPayload ?? Buffer.alloc(0))).toBe(0);
    }
  });

  it("are left to another worker while one holds the image, and taken again after its lease", async () => {
    await runTask(); // the earlier tests' images
    const image = await uploaded(api, await photo());
    const claimed = await claimDueImage(db());
    expect(claimed).toEqual({ id: image.id, format: "jpeg", width: 2000 });
    // That worker's instance stopped before making them: no one takes the image meanwhile...
    expect(await claimDueImage(db())).toBeNull();
    await runTask();
    expect(await variantsMade(image.id)).toEqual([]);
    // ...until its lease is over.
    await db()
      .update(media)
      .set({ variantsDueAt: new Date(Date.now() - 1000) })
      .where(eq(media.id, image.id));
    await runTask();
    expect(await variantsMade(image.id)).toEqual(ALL_VARIANTS);
  });
});

describe("an image deleted while its variants are due", () => {
  const remove = (id: string) => api.call("DELETE", `/api/admin/media/${id}`);

  it("is passed over by the worker", async () => {
    const image = await uploaded(api, await photo());
    expect((await remove(image.id)).statusCode).toBe(204);
    await expect(runTask()).resolves.toBeUndefined();
    expect(await variantsMade(image.id)).toEqual([]);
  });

  it("once the worker has claimed it, ends its work quietly", async () => {
    await runTask(); // the earlier tests' images
    const image = await uploaded(api, await photo());
    const claimed = await claimDueImage(db());
    if (!claimed) throw new Error("nothing claimed");
    expect((await remove(image.id)).statusCode).toBe(204);
    await expect(
      makeDueVariants(db(), claimed, new AbortController().signal),
    ).resolves.toBeUndefined();
    expect(await variantsMade(image.id)).toEqual([]);
  });

  it("while the worker makes its variants, ends its work quietly", async () => {
    const image = await uploaded(api, await photo());
    const working = runTask();
    // Deleted once the worker has made a first variant and works on the next.
    await vi.waitFor(async () => expect((await variantsMade(image.id)).length).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 5,
    });
    expect((await remove(image.id)).statusCode).toBe(204);
    await expect(working).resolves.toBeUndefined();
    expect(await variantsMade(image.id)).toEqual([]);
  });
});

describe("on a running instance", () => {
  let other: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    other = await buildTestApp(api.t.database);
  });
  afterAll(async () => {
    await other?.close();
  });

  it("the worker, woken by the upload, makes them within moments", async () => {
    const { payload, headers } = multipartBody(await photo(), { alt: "Rows of maize" });
    const started = performance.now();
    const response = await other.inject({
      method: "POST",
      url: "/api/admin/media",
      payload,
      headers: { ...headers, cookie: api.adminCookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    // Its poll comes every 5 s; the upload's wake-up brings the look within a fraction of that.
    await vi.waitFor(async () => expect(await variantsMade(id)).toEqual(ALL_VARIANTS), {
      timeout: 4_000,
      interval: 50,
    });
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(await dueAt(id)).toBeNull();
  });
});
