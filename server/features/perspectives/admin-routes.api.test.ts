import { describe, expect, it } from "vitest";
import {
  ADMIN_RECORD_KEYS,
  perspectiveAdminApi,
} from "../../../tests/support/perspective-admin-api";
import { PERSPECTIVE_CONTENT, validPerspective } from "../../../tests/support/submission-payloads";

/** The perspectives admin API: create, change, read and delete, and who may. */
const { send, create, update, detail, remove, created } = perspectiveAdminApi();

describe("POST /api/admin/perspectives", () => {
  it("answers 201 with the whole stored record, dates as ISO-8601", async () => {
    const before = Date.now();
    const response = await create(
      validPerspective({ title: "  Trimmed title  ", coverImage: "https://cdn.example.com/c.jpg" }),
    );
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(ADMIN_RECORD_KEYS);
    expect(record).toMatchObject({
      id: expect.any(Number),
      title: "Trimmed title",
      slug: "trimmed-title",
      summary: validPerspective().summary,
      content: PERSPECTIVE_CONTENT.trim(),
      category: "market_analysis",
      coverImage: "https://cdn.example.com/c.jpg",
      authorName: "Ada Field",
      authorTitle: "Partner",
      authorImage: null,
      featured: false,
      published: true,
    });
    for (const key of ["publishedAt", "createdAt", "updatedAt"]) {
      expect(new Date(record[key]).toISOString()).toBe(record[key]);
      expect(new Date(record[key]).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect((await detail(record.id)).json()).toEqual(record);
  });

  it("uses the form defaults: not featured, published", async () => {
    const {
      featured: _featured,
      published: _published,
      ...rest
    } = validPerspective({ title: "Defaults" });
    const response = await create(rest);
    expect(response.json()).toMatchObject({ featured: false, published: true });
  });

  it("ignores id, slug, publishedAt and updatedAt sent by the client", async () => {
    const record = await created({
      title: "Client fields",
      id: 424242,
      slug: "my-own-slug",
      publishedAt: "2001-01-01T00:00:00.000Z",
      updatedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(record.id).not.toBe(424242);
    expect(record.slug).toBe("client-fields");
    expect(record.publishedAt?.startsWith("2001")).toBe(false);
    expect(record.updatedAt.startsWith("2001")).toBe(false);
  });
});

describe("PATCH /api/admin/perspectives/{id}", () => {
  it("changes only the fields sent, moves updatedAt, keeps createdAt", async () => {
    const record = await created({
      title: "Partial update",
      coverImage: "https://cdn.example.com/c.jpg",
    });
    const response = await update(record.id, { summary: "A new summary for the card." });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({
      ...record,
      summary: "A new summary for the card.",
      updatedAt: expect.any(String),
      version: record.version + 1,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(
      new Date(record.updatedAt).getTime(),
    );
    expect((await detail(record.id)).json()).toEqual(updated);
  });

  it("clears an image with an empty string or null", async () => {
    const record = await created({
      title: "Clear images",
      coverImage: "https://cdn.example.com/c.jpg",
      authorImage: "https://cdn.example.com/a.jpg",
    });
    const response = await update(record.id, { coverImage: "", authorImage: null });
    expect(response.json()).toMatchObject({ coverImage: null, authorImage: null });
  });

  it("toggles featured and published", async () => {
    const record = await created({ title: "Toggles" });
    expect((await update(record.id, { featured: true })).json()).toMatchObject({
      featured: true,
      published: true,
    });
    expect((await update(record.id, { published: false })).json()).toMatchObject({
      featured: true,
      published: false,
    });
    expect((await update(record.id, { featured: false, published: true })).json()).toMatchObject({
      featured: false,
      published: true,
    });
  });

  it("accepts an empty update (only updatedAt and the version move)", async () => {
    const record = await created({ title: "Empty update" });
    const response = await update(record.id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...record,
      updatedAt: expect.any(String),
      version: record.version + 1,
    });
  });

  it("answers 404 JSON for an unknown id", async () => {
    const response = await update(999999, { title: "Nobody home" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Perspective not found" });
  });
});

describe("publishedAt", () => {
  it("is null while a perspective was never published", async () => {
    const draft = await created({ title: "Draft", published: false });
    expect(draft.publishedAt).toBeNull();
    const edited = await update(draft.id, { title: "Draft, edited", featured: true });
    expect(edited.json().publishedAt).toBeNull();
  });

  it("is set the first time it is saved as published, and kept after unpublish and republish", async () => {
    const draft = await created({ title: "Publish later", published: false });
    const published = (await update(draft.id, { published: true })).json();
    expect(published.publishedAt).toEqual(expect.any(String));
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThan(
      new Date(draft.createdAt).getTime(),
    );

    const unpublished = (await update(draft.id, { published: false })).json();
    expect(unpublished).toMatchObject({ published: false, publishedAt: published.publishedAt });
    const republished = (await update(draft.id, { published: true })).json();
    expect(republished).toMatchObject({ published: true, publishedAt: published.publishedAt });
    const edited = (await update(draft.id, { title: "Publish later, edited" })).json();
    expect(edited.publishedAt).toBe(published.publishedAt);
  });

  it("is the creation time for a perspective created published", async () => {
    const record = await created({ title: "Published at once" });
    expect(record.publishedAt).toBe(record.createdAt);
    const again = (await update(record.id, { published: true })).json();
    expect(again.publishedAt).toBe(record.publishedAt);
  });
});

describe("GET /api/admin/perspectives/{id}", () => {
  it("answers unpublished perspectives too, with their content", async () => {
    const draft = await created({ title: "Hidden draft", published: false });
    const response = await detail(draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(draft);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 JSON for an unknown id", async () => {
    const response = await detail(999999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Perspective not found" });
  });

  it.each(["abc", "1.5", "-1", "0", "1e3", "2147483648", "99999999999999999999", "%20"])(
    "answers 400 for the id %j on every method, never 500",
    async (id) => {
      for (const response of [
        await detail(id),
        await update(id, { title: "Whatever title" }),
        await remove(id),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].path).toBe("id");
      }
    },
  );
});

describe("DELETE /api/admin/perspectives/{id}", () => {
  it("answers 204, then the perspective is gone (404 on every method)", async () => {
    const record = await created({ title: "Short lived" });
    const response = await remove(record.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await detail(record.id)).statusCode).toBe(404);
    expect((await update(record.id, { title: "Too late now" })).statusCode).toBe(404);
    expect((await remove(record.id)).statusCode).toBe(404);
    const list = await send("GET", "/api/admin/perspectives?limit=500");
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(record.id);
  });

  it("frees the slug for a new perspective", async () => {
    const record = await created({ title: "Recycled slug" });
    await remove(record.id);
    expect((await created({ title: "Recycled slug" })).slug).toBe("recycled-slug");
  });
});

describe("without a session", () => {
  it.each([
    ["GET", "/api/admin/perspectives"],
    ["GET", "/api/admin/perspectives/1"],
    ["POST", "/api/admin/perspectives"],
    ["PATCH", "/api/admin/perspectives/1"],
    ["DELETE", "/api/admin/perspectives/1"],
  ] as const)("%s %s answers 401 and changes nothing", async (method, url) => {
    const before = (await send("GET", "/api/admin/perspectives?limit=500")).json();
    const hasBody = method === "POST" || method === "PATCH";
    const response = await send(method, url, hasBody ? validPerspective() : undefined, false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await send("GET", "/api/admin/perspectives?limit=500")).json()).toEqual(before);
  });
});
