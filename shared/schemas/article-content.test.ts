import { describe, expect, it } from "vitest";
import * as rules from "./article-content";
import { PERSPECTIVE_MESSAGES } from "./perspective";

describe("the link and image URL rules", () => {
  it.each([
    ["https://example.com/report", true, true],
    ["http://example.com", true, true],
    ["HTTPS://EXAMPLE.COM/A?b=1&c=2", true, true],
    ["  https://example.com/padded  ", true, true],
    ["mailto:team@example.com", true, false],
    ["javascript:alert(1)", false, false],
    ["JaVaScRiPt:alert(1)", false, false],
    ["data:text/html,<script>alert(1)</script>", false, false],
    ["data:image/png;base64,AAAA", false, false],
    ["vbscript:msgbox(1)", false, false],
    ["ftp://example.com/file", false, false],
    ["/relative/path", false, false],
    ["#section", false, false],
    ["//example.com/protocol-relative", false, false],
    ["example.com", false, false],
    ["", false, false],
  ])("%j: a link keeps it %s, an image %s", (url, link, image) => {
    expect(rules.isAllowedLinkUrl(url)).toBe(link);
    expect(rules.isAllowedImageUrl(url)).toBe(image);
  });
});

describe("articleContentError", () => {
  it.each([
    "<h2>Title</h2><p>Some <strong>bold</strong> text</p>",
    '<img src="https://x.example/a.png" alt="a"><p>Caption</p>',
    "<pre><code>x = 1</code></pre>",
  ])("passes an article with text: %j", (html) => {
    expect(rules.articleContentError(html)).toBe(undefined);
  });

  it.each([
    ["an image-only article", '<img src="https://cdn.example.com/a-long-name.png" alt="A field">'],
    ["nothing", ""],
    ["empty paragraphs", "<p></p><p> </p><p>&nbsp;</p><h2>&#160;</h2>"],
    ["breaks and rules", "<br /><hr />"],
  ])("refuses %s with the server's message", (_label, html) => {
    expect(rules.articleContentError(html)).toBe(PERSPECTIVE_MESSAGES.contentMin);
  });
});

describe("hasVisibleText", () => {
  it.each([
    ["an alt text with a > in it", '<img src="https://x.example/a.png" alt="yield > 5%">', false],
    ["a quoted href with a > in it", "<a href='https://x.example/?a>b'></a>", false],
    ["a comment", "<!-- note --><p></p>", false],
    ["white space entities", "<p>&ensp;&emsp;&thinsp;&#x20;&#9;</p>", false],
    ["an escaped <", "<p>&lt;</p>", true],
    ["an escaped &", "<p>&amp;</p>", true],
    ["a numeric entity for a letter", "<p>&#x41;</p>", true],
  ])("%s: %s", (_label, html, visible) => {
    expect(rules.hasVisibleText(html)).toBe(visible);
  });
});
