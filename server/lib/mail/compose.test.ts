import { describe, expect, it } from "vitest";
import { escapeHtml, mailMessageId, newMailMessageId, singleLine, textToHtml } from "./compose";

/** The `<p>` elements of a document from textToHtml, without the wrapper. */
const paragraphs = (html: string) => html.match(/<p[^>]*>[\s\S]*?<\/p>/g) ?? [];

describe("singleLine", () => {
  it("never lets a line break of any kind through", () => {
    const name = "Eve\r\nBcc: victim@example.com\rX\nY\u2028Z\u2029W\u0085V\u000bU\u0000T\tS";
    const line = singleLine(`New idea from ${name}`);
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(line).toBe("New idea from Eve Bcc: victim@example.com X Y Z W V U T S");
  });

  it("collapses whitespace and trims", () => {
    expect(singleLine("  a \n\n  b\t\tc  ")).toBe("a b c");
    expect(singleLine("\r\n")).toBe("");
  });

  it("cuts at max characters with an ellipsis", () => {
    expect(singleLine("abcdefghij", 10)).toBe("abcdefghij");
    expect(singleLine("abcdefghijk", 10)).toBe("abcdefghi…");
    expect(Array.from(singleLine("x".repeat(500))).length).toBe(200);
    // A cut never leaves half an emoji (a lone surrogate) behind.
    expect(singleLine("😀😀😀😀", 3)).toBe("😀😀…");
  });
});

describe("textToHtml", () => {
  it("escapes every character that could become markup", () => {
    const html = textToHtml(`<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &lt;img",
    );
  });

  it("links http and https URLs, escaped in href and text", () => {
    const html = textToHtml("See https://example.com/a?b=1&c=2 and http://x.org/p.");
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" style="color:#1f5132;text-decoration:underline">https://example.com/a?b=1&amp;c=2</a>',
    );
    // The full stop ends the sentence, not the URL.
    expect(html).toMatch(/<a href="http:\/\/x\.org\/p"[^>]*>http:\/\/x\.org\/p<\/a>\./);
    expect(textToHtml("(https://example.com/x)")).toMatch(/>https:\/\/example\.com\/x<\/a>\)/);
  });

  it("never links anything but http(s), and a quote cannot break out of href", () => {
    const html = textToHtml(
      'javascript:alert(1) JAVASCRIPT://x data:text/html,<b>x</b> https://a.example/"onmouseover="alert(1)',
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://a.example/"');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain("<b>");
    expect(html).toContain("&quot;onmouseover=&quot;alert(1)");
  });

  it("makes paragraphs from blank-line-separated blocks and <br> from single newlines", () => {
    const html = textToHtml("Hello,\r\nline two\n\n\n  \nSecond paragraph\n");
    expect(paragraphs(html)).toEqual([
      '<p style="margin:0 0 16px">Hello,<br>\nline two</p>',
      '<p style="margin:0 0 16px">Second paragraph</p>',
    ]);
  });

  it("is a complete UTF-8 document with readable inline styles", () => {
    const html = textToHtml("Grüße");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("max-width:600px");
    expect(html).toContain("sans-serif");
    expect(html).toContain("Grüße");
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    expect(paragraphs(textToHtml(""))).toEqual([]);
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("mailMessageId", () => {
  it("is stable per outbox row", () => {
    expect(mailMessageId(42, "agri.example.com")).toBe("<outbox-42@agri.example.com>");
    expect(mailMessageId(42, "Agri.Example.COM")).toBe(mailMessageId(42, "agri.example.com"));
  });

  it("keeps header-breaking characters out", () => {
    const id = mailMessageId(1, "evil.com>\r\nBcc: x");
    expect(id).toBe("<outbox-1@evil.combcc:x>");
    expect(id).not.toMatch(/[\r\n\s]/);
    expect(() => mailMessageId(1.5, "x.org")).toThrow(RangeError);
  });
});

describe("newMailMessageId", () => {
  it("is new each time, and only header-safe characters", () => {
    const first = newMailMessageId("www.Example.com\r\nBcc: x");
    expect(first).toMatch(/^<message-[0-9a-f-]{36}@www\.example\.combcc:x>$/);
    expect(newMailMessageId("www.example.com")).not.toBe(newMailMessageId("www.example.com"));
  });
});
