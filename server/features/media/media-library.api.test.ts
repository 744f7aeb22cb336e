import { MEDIA_MESSAGES, type MediaRecord } from "@shared/schemas/media";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import { photoWithGps, png, testImage, uploaded } from "../../../tests/support/media-api";
import { validPerspective } from "../../../tests/support/submission-payloads";
import { mediaVariants } from "../../db/schema";

/** Serving the variants, the library list and deleting (contract §15). */
const api = adminApiAppForThisFile();
const get = (url: string) => api.t.app.inject({ method: "GET", url });

describe("GET /media/{id}/{width}.{ext}", () => {
  it("serves 480, 720, 960 and 1600 in WebP and the original's format, never wider", async () => {
    const image = await uploaded(api, png(await testImage(2400, 1200)));
    for (const width of [480, 720, 960, 1600]) {
      for (const [ext, type] of [
        ["webp", "image/webp"],
        ["png", "image/png"],
      ]) {
        const response = await get(`/media/${image.id}/${width}.${ext}`);
        expect(response.statusCode, `${width}.${ext}`).toBe(200);
        expect(response.headers["content-type"]).toBe(type);
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        const served = await sharp(response.rawPayload).metadata();
        expect([served.format, served.width, served.height]).toEqual([ext, width, width / 2]);
      }
    }
    for (const path of [
      "2400.png",
      "2400.webp",
      "100.webp",
      "1600.jpg",
      "1600.gif",
      "1600.svg",
      "x.webp",
      "1600.webp.png",
    ]) {
      expect((await get(`/media/${image.id}/${path}`)).statusCode, path).toBe(404);
    }
  });

  it("serves a small image at its own width too, and nothing wider", async () => {
    const image = await uploaded(api, {
      name: "s.jpg",
      type: "image/jpeg",
      bytes: await testImage(700, 350, "jpeg"),
    });
    expect(image.url).toBe(`/media/${image.id}/700.jpg`);
    expect((await get(`/media/${image.id}/480.jpg`)).statusCode).toBe(200);
    expect((await get(`/media/${image.id}/700.webp`)).statusCode).toBe(200);
    const original = await get(`/media/${image.id}/700.jpg`);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    for (const path of ["960.jpg", "960.webp", "1600.webp", "700.jpeg", "700.png"]) {
      expect((await get(`/media/${image.id}/${path}`)).statusCode, path).toBe(404);
    }
  });

  it("makes a missing variant (an image from before the worker made them) once and keeps it", async () => {
    const image = await uploaded(api, png(await testImage(1000, 500)));
    const variantsOf = () =>
      api.t.database.db.$count(mediaVariants, eq(mediaVariants.mediaId, image.id));
    await api.t.app.backgroundWork.runOnce();
    // 480, 720, 960 and 1000 in WebP, 480, 720 and 960 in PNG (1000 PNG is the original).
    expect(await variantsOf()).toBe(7);
    await api.t.database.db
      .delete(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, image.id), eq(mediaVariants.width, 480)));
    const first = await get(`/media/${image.id}/480.webp`);
    expect(first.statusCode).toBe(200);
    const second = await get(`/media/${image.id}/480.webp`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await variantsOf()).toBe(6);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await get("/media/00000000-0000-4000-8000-000000000000/480.webp")).statusCode).toBe(
      404,
    );
    expect((await get("/media/not-an-id/480.webp")).statusCode).toBe(404);
  });

  it("leaves no EXIF or GPS in any variant", async () => {
    const image = await uploaded(api, {
      name: "gps.jpg",
      type: "image/jpeg",
      bytes: await photoWithGps(),
    });
    for (const path of ["480.webp", "480.jpg", "800.jpg", "800.webp"]) {
      const response = await get(`/media/${image.id}/${path}`);
      expect(response.statusCode, path).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.exif, path).toBeUndefined();
      expect(response.rawPayload.includes("TestCam"), path).toBe(false);
    }
  });
});

describe("the library", () => {
  const list = async (): Promise<MediaRecord[]> => {
    const response = await api.call("GET", "/api/admin/media");
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("lists newest first with the articles using each image", async () => {
    const older = await uploaded(api, png(await testImage(40, 40)), { alt: "Older" });
    const newer = await uploaded(api, png(await testImage(40, 40)), { alt: "Newer" });
    const article = await api.call(
      "POST",
      "/api/admin/perspectives",
      validPerspective({
        title: "Uses the newer image",
        content: `<p>Soil biology is the next frontier for growers everywhere.</p><img src="${newer.url}" alt="Newer">`,
        coverImage: `/media/${older.id}/40.webp`,
      }),
    );
    expect(article.statusCode, article.body).toBe(201);
    const { id } = article.json();
    const items = await list();
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((item) => item.id === newer.id)).toMatchObject({
      url: newer.url,
      alt: "Newer",
      width: 40,
      height: 40,
      format: "png",
      byteSize: expect.any(Number),
      createdAt: expect.any(String),
      usedBy: [id],
      usedIn: [{ id, title: "Uses the newer image" }],
    });
    expect(items.find((item) => item.id === older.id)?.usedBy).toEqual([id]);
  });

  it("refuses to delete an image while an article uses it, naming the article; then deletes", async () => {
    const image = await uploaded(api, png(await testImage(60, 60)));
    const draft = await api.call(
      "POST",
      "/api/admin/perspectives",
      validPerspective({
        title: "A draft with a photo",
        published: false,
        authorImage: image.url,
      }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const refused = await api.call("DELETE", `/api/admin/media/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("“A draft with a photo”");
    expect((await get(image.url)).statusCode).toBe(200);

    const cleared = await api.call("PATCH", `/api/admin/perspectives/${draft.json().id}`, {
      authorImage: "",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await api.call("DELETE", `/api/admin/media/${image.id}`)).statusCode).toBe(204);
    expect((await get(image.url)).statusCode).toBe(404);
    expect((await api.call("DELETE", `/api/admin/media/${image.id}`)).statusCode).toBe(404);
    const log = await api.call("GET", "/api/admin/activity?action=media_deleted");
    expect(JSON.stringify(log.json())).toContain(image.id);
  });

  it("answers 404 for deleting an id that is not one", async () => {
    expect((await api.call("DELETE", "/api/admin/media/42")).statusCode).toBe(404);
  });

  it("lets an editor delete and refuses a reviewer", async () => {
    const image = await uploaded(api, png(await testImage(20, 20)));
    const reviewer = await signedInStaff(api.t, "reviewer", "media-reviewer");
    const editor = await signedInStaff(api.t, "editor", "media-editor");
    expect(
      (await api.call("DELETE", `/api/admin/media/${image.id}`, undefined, reviewer.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.call("DELETE", `/api/admin/media/${image.id}`, undefined, editor.cookie))
        .statusCode,
    ).toBe(204);
  });
});

describe("PATCH /api/admin/media/{id}", () => {
  const patch = (id: string, body: unknown, cookie?: string) =>
    api.call("PATCH", `/api/admin/media/${id}`, body, cookie);

  it("changes the alt text, and marking decorative empties it; the library shows both", async () => {
    const image = await uploaded(api, png(await testImage(30, 20)), { alt: "" });
    const described = await patch(image.id, { alt: "  Rows of young maize  " });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ alt: "Rows of young maize", decorative: false });

    const decorative = await patch(image.id, { decorative: true });
    expect(decorative.json()).toMatchObject({ alt: "", decorative: true });
    const listed = (await api.call("GET", "/api/admin/media")).json() as MediaRecord[];
    expect(listed.find((entry) => entry.id === image.id)).toMatchObject({
      alt: "",
      decorative: true,
    });

    const describedAgain = await patch(image.id, { alt: "A field at dawn" });
    expect(describedAgain.json()).toMatchObject({ alt: "A field at dawn", decorative: false });

    // Each change is in the activity log, newest first.
    const log = await api.call("GET", "/api/admin/activity?action=media_changed");
    const entries = (log.json() as { details: Record<string, unknown> }[])
      .map((entry) => entry.details)
      .filter((details) => details.mediaId === image.id);
    expect(entries).toEqual([
      { mediaId: image.id, alt: "A field at dawn", decorative: false },
      { mediaId: image.id, alt: "", decorative: true },
      { mediaId: image.id, alt: "Rows of young maize", decorative: false },
    ]);
  });

  it("refuses an empty change, unknown fields and overlong alt text with 400", async () => {
    const image = await uploaded(api, png(await testImage(10, 10)));
    expect((await patch(image.id, {})).statusCode).toBe(400);
    expect((await patch(image.id, { alt: "x", url: "/elsewhere" })).statusCode).toBe(400);
    const long = await patch(image.id, { alt: "a".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(MEDIA_MESSAGES.altMax);
  });

  it("answers 404 for an unknown or malformed id and 403 to a reviewer", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { alt: "x" })).statusCode).toBe(
      404,
    );
    expect((await patch("not-an-id", { alt: "x" })).statusCode).toBe(404);
    const image = await uploaded(api, png(await testImage(10, 10)));
    const reviewer = await signedInStaff(api.t, "reviewer", "media-patch-reviewer");
    expect((await patch(image.id, { alt: "x" }, reviewer.cookie)).statusCode).toBe(403);
  });
});
