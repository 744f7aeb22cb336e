import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { png, uploaded } from "../../../tests/support/media-api";
import { PART_BYTES } from "../../db/bytea";
import { mediaParts } from "../../db/schema";
import { readOriginal } from "./media-original";

/**
 * How an original is stored (in parts; ADR 039). Its variants are made in the background
 * (variants-in-the-background.api.test.ts).
 */
const api = adminApiAppForThisFile();
const get = (url: string) => api.t.app.inject({ method: "GET", url });

/** A PNG of noise, which does not compress: about 3 bytes a pixel. */
const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#5a8a3c",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe("an uploaded original", () => {
  it("is kept in parts of at most 256 KiB and served back whole, byte for byte", async () => {
    const bytes = await noisyPng(1200, 900);
    expect(bytes.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const image = await uploaded(api, png(bytes));
    const parts = await api.t.database.db
      .select({ part: mediaParts.part })
      .from(mediaParts)
      .where(eq(mediaParts.mediaId, image.id))
      .orderBy(asc(mediaParts.part));
    const stored = await readOriginal(api.t.database.db, image.id);
    if (!stored) throw new Error("no original");
    expect(parts.map(({ part }) => part)).toEqual(
      Array.from({ length: Math.ceil(stored.length / PART_BYTES) }, (_, part) => part),
    );
    expect(parts.length).toBeGreaterThanOrEqual(10);

    // The original's own width in its own format is the original itself.
    const served = await get(`/media/${image.id}/1200.png`);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, stored)).toBe(0);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
  });
});
