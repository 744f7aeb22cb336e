import { MEDIA_MESSAGES } from "@shared/schemas/media";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import {
  photoWithGps,
  png,
  pngClaiming,
  testImage,
  uploadAs,
  uploaded,
} from "../../../tests/support/media-api";
import { media } from "../../db/schema";
import { readOriginal } from "./media-original";

/** POST /api/admin/media (contract §15): what is accepted, what is refused, and how. */
const api = adminApiAppForThisFile();

const storedOriginal = async (id: string) => {
  const [row] = await api.t.database.db.select().from(media).where(eq(media.id, id));
  const original = await readOriginal(api.t.database.db, id);
  if (!row || !original) throw new Error(`no media ${id}`);
  return { ...row, original };
};

const expectRefused = (
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
};

describe("upload", () => {
  it("answers 201 with the id, the largest URL in the original's format, size and alt", async () => {
    const image = await uploaded(api, png(await testImage(2000, 1000)), {
      alt: "A field of wheat",
    });
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/media/${image.id}/1600.png`,
      width: 2000,
      height: 1000,
      alt: "A field of wheat",
      decorative: false,
    });
  });

  it("keeps a wider photo at 2400 px wide, in proportion, and answers that size", async () => {
    const image = await uploaded(api, png(await testImage(3600, 1200)));
    expect(image).toMatchObject({ url: `/media/${image.id}/1600.png`, width: 2400, height: 800 });
    const stored = await sharp((await storedOriginal(image.id)).original).metadata();
    expect([stored.width, stored.height]).toEqual([2400, 800]);
  });

  it("tells the type by the bytes: a PNG named .jpg and sent as image/jpeg is a PNG", async () => {
    const image = await uploaded(api, {
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: await testImage(300, 200),
    });
    expect(image.url).toBe(`/media/${image.id}/300.png`);
    expect((await storedOriginal(image.id)).format).toBe("png");
  });

  it.each(["jpeg", "webp", "avif", "gif"] as const)("accepts %s", async (format) => {
    const image = await uploaded(api, {
      name: "x.bin",
      type: "application/octet-stream",
      bytes: await testImage(640, 480, format),
    });
    expect((await storedOriginal(image.id)).format).toBe(format);
    expect([image.width, image.height]).toEqual([640, 480]);
  });

  it("keeps a decorative image's alt empty", async () => {
    const image = await uploaded(api, png(await testImage(100, 100)), {
      alt: "ignored",
      decorative: "true",
    });
    expect(image).toMatchObject({ alt: "", decorative: true });
  });

  it("strips EXIF and GPS but turns the photo as its orientation said", async () => {
    const photo = await photoWithGps(1200, 800);
    const original = await sharp(photo).metadata();
    expect([original.exif !== undefined, original.orientation]).toEqual([true, 6]);
    const image = await uploaded(api, { name: "p.jpg", type: "image/jpeg", bytes: photo });
    // Orientation 6: the stored image stands upright, so it is 800 wide and 1200 high.
    expect([image.width, image.height]).toEqual([800, 1200]);
    const stored = await sharp((await storedOriginal(image.id)).original).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([800, 1200]);
  });

  it("writes media_uploaded in the activity log", async () => {
    const image = await uploaded(api, png(await testImage(50, 50)), { alt: "Logged" });
    const log = await api.call("GET", "/api/admin/activity?action=media_uploaded");
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json())).toContain(image.id);
  });
});

describe("refusals", () => {
  it("refuses SVG, by its bytes, with a message saying why", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectRefused(
      await uploadAs(api, { name: "logo.png", type: "image/png", bytes: svg }),
      400,
      MEDIA_MESSAGES.svg,
    );
  });

  it("refuses HTML named .png", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    expectRefused(await uploadAs(api, png(html, "cat.png")), 400, MEDIA_MESSAGES.notAnImage);
  });

  it("refuses bytes that start like a PNG but are not one", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    expectRefused(await uploadAs(api, png(fake)), 400, MEDIA_MESSAGES.notAnImage);
  });

  it.each(["png", "jpeg"] as const)("refuses a truncated %s", async (format) => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .toFormat(format)
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expectRefused(await uploadAs(api, png(truncated)), 400, MEDIA_MESSAGES.damaged);
  });

  it("refuses 11 MB with 413, having read no more than the cap", async () => {
    const big = Buffer.concat([await testImage(10, 10, "png"), Buffer.alloc(11 * 1000 * 1000)]);
    expectRefused(await uploadAs(api, png(big)), 413, MEDIA_MESSAGES.tooLarge);
    const count = await api.t.database.db.$count(media);
    const again = await uploadAs(api, png(await testImage(10, 10)));
    expect(again.statusCode).toBe(201);
    expect(await api.t.database.db.$count(media)).toBe(count + 1);
  });

  it("refuses a header claiming 50 megapixels before decoding it", async () => {
    expectRefused(
      await uploadAs(api, png(await pngClaiming(10_000, 5_000))),
      400,
      MEDIA_MESSAGES.tooManyPixels,
    );
  });

  it("refuses a request without a file, or with two", async () => {
    expectRefused(await uploadAs(api, null, { alt: "nothing" }), 400, MEDIA_MESSAGES.noFile);
    const json = await api.call("POST", "/api/admin/media", { file: "x" });
    expectRefused(json, 400, MEDIA_MESSAGES.noFile);
  });

  it("refuses alt text over the limit, naming the field", async () => {
    const response = await uploadAs(api, png(await testImage(20, 20)), { alt: "a".repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: "alt", message: MEDIA_MESSAGES.altMax });
  });
});

describe("roles", () => {
  it("lets an editor upload and list, and refuses a reviewer and the signed out", async () => {
    const editor = await signedInStaff(api.t, "editor");
    const reviewer = await signedInStaff(api.t, "reviewer");
    const file = png(await testImage(30, 30));
    expect((await uploadAs(api, file, {}, editor.cookie)).statusCode).toBe(201);
    expect((await api.call("GET", "/api/admin/media", undefined, editor.cookie)).statusCode).toBe(
      200,
    );
    expect((await uploadAs(api, file, {}, reviewer.cookie)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/admin/media", undefined, reviewer.cookie)).statusCode).toBe(
      403,
    );
    expect((await uploadAs(api, file, {}, "")).statusCode).toBe(401);
  });
});
