import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";

const RECORD_KEYS = [
  "authorImage",
  "authorName",
  "authorTitle",
  "category",
  "content",
  "coverImage",
  "createdAt",
  "featured",
  "id",
  "publishedAt",
  "published",
  "slug",
  "summary",
  "title",
  "updatedAt",
].sort();

const CONTENT = `<p>${"Healthy soil feeds the crop and the balance sheet. ".repeat(2)}</p>`;

/** A payload the editor would send for a new perspective. */
function payload(overrides: Record<string, unknown> = {}) {
  return {
    title: "Soil health in 2025",
    summary: "Why soil biology is the next frontier for growers.",
    content: CONTENT,
    category: "market_analysis",
    coverImage: "",
    authorName: "Ada Field",
    authorTitle: "Partner",
    authorImage: "",
    featured: false,
    published: true,
    ...overrides,
  };
}

let testApp: TestApp;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  cookie = await signedInAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});

function send(method: HTTPMethods, url: string, body?: unknown, withCookie = true) {
  return app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : JSON_HEADERS),
      ...(withCookie ? { cookie } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}
const create = (body: unknown) => send("POST", "/api/admin/perspectives", body);
const update = (id: number | string, body: unknown) =>
  send("PATCH", `/api/admin/perspectives/${id}`, body);
const detail = (id: number | string) => send("GET", `/api/admin/perspectives/${id}`);
const remove = (id: number | string) => send("DELETE", `/api/admin/perspectives/${id}`);

/** Creates a perspective and returns the stored record (fails the test on anything but 201). */
async function created(overrides: Record<string, unknown> = {}): Promise<PerspectiveRecord> {
  const response = await create(payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function expectFieldError(
  response: Awaited<ReturnType<typeof send>>,
  path: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.errors).toContainEqual({ path, message: message ?? expect.any(String) });
}

describe("POST /api/admin/perspectives", () => {
  it("answers 201 with the whole stored record, dates as ISO-8601", async () => {
    const before = Date.now();
    const response = await create(
      payload({ title: "  Trimmed title  ", coverImage: "https://cdn.example.com/c.jpg" }),
    );
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toMatchObject({
      id: expect.any(Number),
      title: "Trimmed title",
      slug: "trimmed-title",
      summary: payload().summary,
      content: CONTENT.trim(),
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
    const { featured: _featured, published: _published, ...rest } = payload({ title: "Defaults" });
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

describe("slugs", () => {
  it.each([
    ["Crème Brûlée & Soil: Café Économie!", "creme-brulee-and-soil-cafe-economie"],
    ["What's Next for AgTech? (2025 edition)", "whats-next-for-agtech-2025-edition"],
    ["  --- Dashes --- and   spaces ---  ", "dashes-and-spaces"],
    ["Łódź über Straße", "lodz-ueber-strasse"],
    ["¿¿¿ !!! ???", "perspective"],
  ])("makes %j into %j", async (title, slug) => {
    expect((await created({ title })).slug).toBe(slug);
  });

  it("keeps at most 80 characters without a trailing dash", async () => {
    const title = `${"Regenerative ".repeat(7)}farming`.slice(0, 100);
    const { slug } = await created({ title });
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^regenerative(-regenerative)+$/);
  });

  it("numbers equal titles -2, -3…, still within 80 characters", async () => {
    const slugs: string[] = [];
    for (let n = 0; n < 3; n++) slugs.push((await created({ title: "Equal Title Here" })).slug);
    expect(slugs).toEqual(["equal-title-here", "equal-title-here-2", "equal-title-here-3"]);

    const long = "x".repeat(100);
    const longSlugs = [
      (await created({ title: long })).slug,
      (await created({ title: long })).slug,
    ];
    expect(longSlugs).toEqual(["x".repeat(80), `${"x".repeat(78)}-2`]);
  });

  it("never uses the reserved word featured", async () => {
    const slugs = [
      (await created({ title: "Featured" })).slug,
      (await created({ title: "FEATURED!!" })).slug,
    ];
    expect(slugs).toEqual(["featured-2", "featured-3"]);
    expect((await created({ title: "RSS.xml" })).slug).toBe("rss-xml-2");
  });

  it("keeps the slug when the title changes, and ignores a slug sent with an update", async () => {
    const record = await created({ title: "Original Title" });
    const renamed = await update(record.id, { title: "A Completely New Title", slug: "hijack" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: "A Completely New Title",
      slug: "original-title",
    });
    expect((await created({ title: "Original Title" })).slug).toBe("original-title-2");
  });

  it("stays unique when writers create the same title at the same moment", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => create(payload({ title: "Race Condition" }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const slugs = responses.map((response) => response.json().slug).sort();
    expect(slugs).toEqual([
      "race-condition",
      "race-condition-2",
      "race-condition-3",
      "race-condition-4",
      "race-condition-5",
      "race-condition-6",
    ]);
  });
});

describe("content sanitization", () => {
  const text = "Enough words to pass the fifty character minimum here.";

  it("removes scripts, event attributes, dangerous URLs, iframes, styles and svg on create", async () => {
    const dirty = [
      `<p onclick="alert(1)">${text}</p>`,
      "<script>alert(document.cookie)</script>",
      '<img src="https://cdn.example.com/a.png" alt="ok" onerror="alert(1)">',
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">',
      '<a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style><p style="color:red">styled</p>',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<a href="https://example.com" target="_blank">safe link</a>',
    ].join("");
    const { content } = await created({ title: "Dirty content", content: dirty });
    expect(content).toBe(
      `<p>${text}</p>` +
        '<img src="https://cdn.example.com/a.png" alt="ok" />' +
        '<a rel="noopener noreferrer">js</a> <a rel="noopener noreferrer">data</a>' +
        "<p>styled</p>" +
        '<a href="https://example.com" rel="noopener noreferrer">safe link</a>',
    );
  });

  it("keeps the allowed tags as they are", async () => {
    const clean =
      `<h2>Heading</h2><p><strong>${text}</strong> <em>e</em> <u>u</u> <s>s</s></p>` +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>" +
      "<pre><code>code</code></pre><hr /><br />" +
      '<figure><img src="http://cdn.example.com/a.png" alt="alt" /><figcaption>cap</figcaption></figure>' +
      '<h3>h3</h3><h4>h4</h4><p><a href="mailto:team@example.com" rel="noopener noreferrer">mail</a></p>';
    expect((await created({ title: "Clean content", content: clean })).content).toBe(clean);
  });

  it("sanitizes content sent with an update, and leaves content not sent alone", async () => {
    const record = await created({ title: "Update sanitizes" });
    const updated = await update(record.id, {
      content: `<p>${text}</p><script>alert(1)</script><a href="https://x.example">x</a>`,
    });
    expect(updated.json().content).toBe(
      `<p>${text}</p><a href="https://x.example" rel="noopener noreferrer">x</a>`,
    );
    const untouched = await update(record.id, { summary: "Only the summary changes now." });
    expect(untouched.json().content).toBe(updated.json().content);
  });

  it("refuses content that sanitizing leaves without text, on create and on update", async () => {
    const empty = `<script>${"alert('a long enough script body');".repeat(3)}</script><p> </p>`;
    expectFieldError(
      await create(payload({ title: "No text", content: empty })),
      "content",
      PERSPECTIVE_MESSAGES.contentMin,
    );
    const record = await created({ title: "Keeps text" });
    expectFieldError(await update(record.id, { content: empty }), "content");
    expect((await detail(record.id)).json().content).toBe(record.content);
  });
});

describe("validation", () => {
  const x = (length: number) => "x".repeat(length);

  it.each([
    ["title", 5, 100, PERSPECTIVE_MESSAGES.titleMin, PERSPECTIVE_MESSAGES.titleMax],
    ["summary", 10, 250, PERSPECTIVE_MESSAGES.summaryMin, PERSPECTIVE_MESSAGES.summaryMax],
  ] as const)("%s takes %i to %i characters", async (field, min, max, tooShort, tooLong) => {
    expectFieldError(await create(payload({ [field]: x(min - 1) })), field, tooShort);
    expect((await create(payload({ [field]: x(min) }))).statusCode).toBe(201);
    expect((await create(payload({ [field]: x(max) }))).statusCode).toBe(201);
    expectFieldError(await create(payload({ [field]: x(max + 1) })), field, tooLong);
  });

  it("content takes at least 50 characters", async () => {
    expectFieldError(
      await create(payload({ title: "Content 49", content: x(49) })),
      "content",
      PERSPECTIVE_MESSAGES.contentMin,
    );
    const record = await created({ title: "Content 50", content: x(50) });
    expect(record.content).toBe(x(50));
  });

  it("counts the trimmed text, so blank padding does not count", async () => {
    expectFieldError(await create(payload({ title: `  ${x(4)}   ` })), "title");
  });

  it.each(["unknown", "Market Analysis", "", 3])("refuses the category %j", async (category) => {
    expectFieldError(
      await create(payload({ category })),
      "category",
      PERSPECTIVE_MESSAGES.category,
    );
  });

  it.each(["coverImage", "authorImage"])("%s takes empty, http or https", async (field) => {
    const empty = await created({ [field]: "" });
    expect(empty[field as keyof PerspectiveRecord]).toBeNull();
    for (const url of ["http://cdn.example.com/a.png", "https://cdn.example.com/a.png?w=1200"]) {
      expect((await created({ [field]: url }))[field as keyof PerspectiveRecord]).toBe(url);
    }
  });

  it.each([
    "ftp://cdn.example.com/a.png",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:image/png;base64,AAAA",
    "/images/a.png",
    "cdn.example.com/a.png",
    "//cdn.example.com/a.png",
    "https://",
  ])("refuses the image URL %j, naming the field", async (url) => {
    for (const field of ["coverImage", "authorImage"]) {
      expectFieldError(await create(payload({ [field]: url })), field, PERSPECTIVE_MESSAGES.url);
    }
  });

  it("names every missing required field", async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths.sort()).toEqual(
      ["authorName", "authorTitle", "category", "content", "summary", "title"].sort(),
    );
  });

  it("refuses blank author fields and non-boolean switches", async () => {
    expectFieldError(
      await create(payload({ authorName: "   " })),
      "authorName",
      PERSPECTIVE_MESSAGES.authorName,
    );
    expectFieldError(
      await create(payload({ authorTitle: "" })),
      "authorTitle",
      PERSPECTIVE_MESSAGES.authorTitle,
    );
    expectFieldError(await create(payload({ featured: "yes" })), "featured");
    expectFieldError(await create(payload({ published: 1 })), "published");
  });

  it("checks what an update sends, and changes nothing when it is refused", async () => {
    const record = await created({ title: "Validated update" });
    expectFieldError(await update(record.id, { title: "abc" }), "title");
    expectFieldError(
      await update(record.id, { coverImage: "javascript:alert(1)" }),
      "coverImage",
      PERSPECTIVE_MESSAGES.url,
    );
    expectFieldError(await update(record.id, { category: "gossip" }), "category");
    expectFieldError(await update(record.id, { summary: "short" }), "summary");
    expect((await detail(record.id)).json()).toEqual(record);
  });

  it("answers 400 for a malformed body and 415 for one that is not JSON", async () => {
    const malformed = await app.inject({
      method: "POST",
      url: "/api/admin/perspectives",
      headers: { ...JSON_HEADERS, cookie },
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    const text = await app.inject({
      method: "POST",
      url: "/api/admin/perspectives",
      headers: { "content-type": "text/plain", cookie },
      payload: "title",
    });
    expect(text.statusCode).toBe(415);
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

  it("accepts an empty update (only updatedAt moves)", async () => {
    const record = await created({ title: "Empty update" });
    const response = await update(record.id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...record, updatedAt: expect.any(String) });
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
    const response = await send(method, url, hasBody ? payload() : undefined, false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await send("GET", "/api/admin/perspectives?limit=500")).json()).toEqual(before);
  });
});
