import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { describe, expect, it } from "vitest";
import {
  expectFieldError,
  perspectiveAdminApi,
} from "../../../tests/support/perspective-admin-api";
import { validPerspective } from "../../../tests/support/submission-payloads";
import { JSON_HEADERS } from "../../../tests/support/test-app";

/** What the perspectives admin API refuses, and how it says so. */
const { injectSignedIn, create, update, detail, created } = perspectiveAdminApi();

describe("validation", () => {
  const x = (length: number) => "x".repeat(length);

  it.each([
    ["title", 5, 100, PERSPECTIVE_MESSAGES.titleMin, PERSPECTIVE_MESSAGES.titleMax],
    ["summary", 10, 250, PERSPECTIVE_MESSAGES.summaryMin, PERSPECTIVE_MESSAGES.summaryMax],
  ] as const)("%s takes %i to %i characters", async (field, min, max, tooShort, tooLong) => {
    expectFieldError(await create(validPerspective({ [field]: x(min - 1) })), field, tooShort);
    expect((await create(validPerspective({ [field]: x(min) }))).statusCode).toBe(201);
    expect((await create(validPerspective({ [field]: x(max) }))).statusCode).toBe(201);
    expectFieldError(await create(validPerspective({ [field]: x(max + 1) })), field, tooLong);
  });

  it("content takes at least 50 characters", async () => {
    expectFieldError(
      await create(validPerspective({ title: "Content 49", content: x(49) })),
      "content",
      PERSPECTIVE_MESSAGES.contentMin,
    );
    const record = await created({ title: "Content 50", content: x(50) });
    expect(record.content).toBe(x(50));
  });

  it("counts the trimmed text, so blank padding does not count", async () => {
    expectFieldError(await create(validPerspective({ title: `  ${x(4)}   ` })), "title");
  });

  it.each(["unknown", "Market Analysis", "", 3])("refuses the category %j", async (category) => {
    expectFieldError(
      await create(validPerspective({ category })),
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
      expectFieldError(
        await create(validPerspective({ [field]: url })),
        field,
        PERSPECTIVE_MESSAGES.url,
      );
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
      await create(validPerspective({ authorName: "   " })),
      "authorName",
      PERSPECTIVE_MESSAGES.authorName,
    );
    expectFieldError(
      await create(validPerspective({ authorTitle: "" })),
      "authorTitle",
      PERSPECTIVE_MESSAGES.authorTitle,
    );
    expectFieldError(await create(validPerspective({ featured: "yes" })), "featured");
    expectFieldError(await create(validPerspective({ published: 1 })), "published");
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
    const malformed = await injectSignedIn({
      method: "POST",
      url: "/api/admin/perspectives",
      headers: JSON_HEADERS,
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    const text = await injectSignedIn({
      method: "POST",
      url: "/api/admin/perspectives",
      headers: { "content-type": "text/plain" },
      payload: "title",
    });
    expect(text.statusCode).toBe(415);
  });
});
