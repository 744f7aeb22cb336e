import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { describe, expect, it } from "vitest";
import {
  expectFieldError,
  perspectiveAdminApi,
} from "../../../tests/support/perspective-admin-api";
import { validPerspective } from "../../../tests/support/submission-payloads";

/** What the perspectives admin API makes of what it is sent: the slug, and the content it keeps. */
const { create, update, detail, created } = perspectiveAdminApi();

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
      Array.from({ length: 6 }, () => create(validPerspective({ title: "Race Condition" }))),
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
      await create(validPerspective({ title: "No text", content: empty })),
      "content",
      PERSPECTIVE_MESSAGES.contentMin,
    );
    const record = await created({ title: "Keeps text" });
    expectFieldError(await update(record.id, { content: empty }), "content");
    expect((await detail(record.id)).json().content).toBe(record.content);
  });
});
