import { describe, expect, it } from "vitest";
import { CONTENT_TAGS, sanitizeContent } from "./sanitize-content";

const REL = 'rel="noopener noreferrer"';

describe("sanitizeContent keeps", () => {
  it("every allowed tag", () => {
    const html = [
      "<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>",
      "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>x = 1</code><br /></p>",
      `<ul><li><a href="https://example.com/" ${REL}>one</a></li></ul><ol><li>two</li></ol>`,
      "<blockquote><p>quoted</p></blockquote><pre><code>let x;</code></pre><hr />",
      '<figure><img src="https://cdn.example.com/a.jpg" alt="A field" /><figcaption>Caption</figcaption></figure>',
    ].join("");
    expect(sanitizeContent(html)).toBe(html);
    for (const tag of CONTENT_TAGS) expect(html).toContain(`<${tag}`);
  });

  it("http, https and mailto links, each with rel=noopener noreferrer and no target", () => {
    expect(
      sanitizeContent(
        '<a href="https://example.com/a?x=1&amp;y=2" target="_blank" rel="opener" title="t">s</a>' +
          '<a href="http://example.com">h</a><a href="mailto:team@example.com">m</a>',
      ),
    ).toBe(
      `<a href="https://example.com/a?x=1&amp;y=2" ${REL}>s</a>` +
        `<a href="http://example.com" ${REL}>h</a><a href="mailto:team@example.com" ${REL}>m</a>`,
    );
  });

  it("text, with its special characters escaped", () => {
    expect(sanitizeContent('<p>Yield &lt; 5% &amp; "rising" > 3</p>')).toBe(
      '<p>Yield &lt; 5% &amp; "rising" &gt; 3</p>',
    );
  });

  it("near relatives of allowed tags, renamed", () => {
    expect(sanitizeContent("<h1>A</h1><h5>B</h5><b>c</b><i>d</i><del>e</del>")).toBe(
      "<h2>A</h2><h4>B</h4><strong>c</strong><em>d</em><s>e</s>",
    );
  });
});

describe("sanitizeContent removes", () => {
  it.each([
    ["a script", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ["a script in odd case", "<p>ok</p><ScRiPt>alert(1)</sCrIpT>", "<p>ok</p>"],
    ["a nested script trick", "<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
    [
      "onerror",
      '<img src="https://x.example/a.png" onerror="alert(1)" />',
      '<img src="https://x.example/a.png" />',
    ],
    ["onclick", '<p onclick="alert(1)" onmouseover="x()">t</p>', "<p>t</p>"],
    ["a javascript: link", '<a href="javascript:alert(1)">t</a>', `<a ${REL}>t</a>`],
    [
      "an obfuscated javascript: link",
      '<a href="  JaVa&#x09;ScRiPt:alert(1)">t</a>',
      `<a ${REL}>t</a>`,
    ],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">t</a>', `<a ${REL}>t</a>`],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">t</a>', `<a ${REL}>t</a>`],
    [
      "a relative or protocol-relative link",
      '<a href="/x">a</a><a href="//evil.example">b</a>',
      `<a ${REL}>a</a><a ${REL}>b</a>`,
    ],
    [
      "a refused link's href, leaving the elements after it intact",
      '<a href="javascript:x()">js</a> <p>after</p><h1>h</h1> <p>end</p>',
      `<a ${REL}>js</a> <p>after</p><h2>h</h2> <p>end</p>`,
    ],
    ["a javascript: image", '<img src="javascript:alert(1)" alt="x" />', ""],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x" />', ""],
    ["a relative image", '<img src="/a.png" alt="x" />', ""],
    [
      "image attributes beyond src and alt",
      '<img src="https://x.example/a.png" width="9" srcset="https://x.example/b.png 2x" class="c" />',
      '<img src="https://x.example/a.png" />',
    ],
    [
      "an iframe and its content",
      '<iframe src="https://evil.example"><p>fallback</p></iframe><p>ok</p>',
      "<p>ok</p>",
    ],
    ["a style tag", "<style>p { color: red }</style><p>ok</p>", "<p>ok</p>"],
    ["style attributes", '<p style="background:url(javascript:alert(1))">ok</p>', "<p>ok</p>"],
    [
      "an svg payload",
      '<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:x()"><text>t</text></a></svg><p>ok</p>',
      "<p>ok</p>",
    ],
    ["a math payload", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ""],
    [
      "an object and an embed",
      '<object data="x.swf"></object><embed src="x.swf" /><p>ok</p>',
      "<p>ok</p>",
    ],
    [
      "a form, its fields and buttons (their text stays)",
      "<form><input value=x /><button>Go</button></form>",
      "Go",
    ],
    ["comments", "<p>a<!-- secret --></p><!--[if IE]><script>x</script><![endif]-->", "<p>a</p>"],
    ["class and id attributes", '<p class="x" id="y" data-x="z">ok</p>', "<p>ok</p>"],
    [
      "other tags, keeping their text",
      "<div><span>in</span> <table><tr><td>cell</td></tr></table></div>",
      "in cell",
    ],
    [
      "a meta refresh and a base",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example"><p>ok</p>',
      "<p>ok</p>",
    ],
  ])("%s", (_label, html, expected) => {
    expect(sanitizeContent(html)).toBe(expected);
  });

  it("never leaves a script, an event attribute or a dangerous URL whatever the input", () => {
    const payloads = [
      "<img src=x onerror=alert(1)//",
      '<a href="jav&#x0A;ascript:alert(1)">x</a>',
      "<svg/onload=alert(1)>",
      '<p><a href="javascript&colon;alert(1)">x</a></p>',
      "<IMG SRC=\"jav\tascript:alert('XSS');\">",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      "<scr<script>ipt>alert(1)</scr</script>ipt>",
      '<details open ontoggle="alert(1)">x</details>',
    ];
    for (const payload of payloads) {
      const clean = sanitizeContent(payload);
      expect(clean, payload).not.toMatch(
        /<script|<svg|<iframe|\son\w+=|javascript:|data:|vbscript:/i,
      );
    }
  });
});
