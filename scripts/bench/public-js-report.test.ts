import { describe, expect, it } from "vitest";
import {
  PUBLIC_JS_BUDGET_BYTES,
  pagesOverBudget,
  renderPublicJs,
  renderPublicJsMarkdown,
  scriptsOfPage,
  weighPage,
} from "./public-js-report";

/** The shape of a page React Router hydrates: preload links, then its inline module script. */
const HTML = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-B_sD.js" nonce="n1"/>
<link rel="modulepreload" href="/assets/vendor-Zs.js" nonce="n1"/>
<link rel="stylesheet" href="/assets/app-1.css"/>
<link rel="preload" as="font" href="/assets/inter-2.woff2"/>
<script type="application/ld+json" nonce="n1">{"logo":"/assets/not-a-script.js"}</script>
</head><body>
<script nonce="n1">window.__reactRouterContext = {};</script>
<script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-CE.js";
import * as route1 from "/assets/layout-DO.js";
window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-B_sD.js"}};
import("/assets/entry.client-B_sD.js");
</script></body></html>`;

/** A public page (ADR 043): the islands starter names the entry and the entry's imports. */
const ISLANDS_HTML = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app-1.css"/>
<script type="application/ld+json" nonce="n1">{"logo":"/assets/not-a-script.js"}</script>
</head><body><main>text</main>
<script nonce="n1">const forms=[];Promise.all([loaded,painted]).then(()=>{for(const href of ["/assets/vendor-Zs.js","/assets/shell-Q.js"]){}import("/assets/entry.client-B_sD.js")})</script>
</body></html>`;

describe("the scripts a public page loads on first view", () => {
  it("are the islands starter's entry and the entry's imports", () => {
    expect(scriptsOfPage(ISLANDS_HTML)).toEqual([
      "/assets/vendor-Zs.js",
      "/assets/shell-Q.js",
      "/assets/entry.client-B_sD.js",
    ]);
  });

  it("are its modulepreload links and its module script's imports, each once, in page order", () => {
    expect(scriptsOfPage(HTML)).toEqual([
      "/assets/entry.client-B_sD.js",
      "/assets/vendor-Zs.js",
      "/assets/root-CE.js",
      "/assets/layout-DO.js",
    ]);
  });

  it("leave out stylesheets, fonts and paths inside data scripts", () => {
    const files = scriptsOfPage(HTML);
    expect(files.some((file) => !file.endsWith(".js"))).toBe(false);
    expect(files).not.toContain("/assets/not-a-script.js");
  });

  it("are none on a page without scripts", () => {
    expect(scriptsOfPage("<html><body><p>text</p></body></html>")).toEqual([]);
  });
});

describe("a page's weight against the budget", () => {
  const sizes: Record<string, number> = { "/assets/a.js": 1000, "/assets/b.js": 90_000 };
  const page = weighPage("/", ["/assets/a.js", "/assets/b.js"], (file) => sizes[file] as number);

  it("sums what each script costs as served, largest first", () => {
    expect(page.total).toBe(91_000);
    expect(page.scripts.map((script) => script.file)).toEqual(["/assets/b.js", "/assets/a.js"]);
  });

  it("also sums the scripts as gzip when asked, and prints that total after the Brotli one", () => {
    const gzip: Record<string, number> = { "/assets/a.js": 1200, "/assets/b.js": 100_000 };
    const both = weighPage(
      "/",
      ["/assets/a.js", "/assets/b.js"],
      (file) => sizes[file] as number,
      (file) => gzip[file] as number,
    );
    expect(both.total).toBe(91_000);
    expect(both.gzipTotal).toBe(101_200);
    expect(page.gzipTotal).toBeUndefined();
    expect(renderPublicJs([both], 200_000)[0]).toMatch(
      /^\/\s+88\.9 KB\s+gzip\s+98\.8 KB\s+2 scripts\s+ok\s/,
    );
  });

  it("is 90 KB, and a page exactly at the budget passes while one byte more fails", () => {
    expect(PUBLIC_JS_BUDGET_BYTES).toBe(92_160);
    const at = weighPage("/at", ["/x.js"], () => PUBLIC_JS_BUDGET_BYTES);
    const over = weighPage("/over", ["/x.js"], () => PUBLIC_JS_BUDGET_BYTES + 1);
    expect(pagesOverBudget([at, over]).map((weight) => weight.page)).toEqual(["/over"]);
  });

  it("prints one line per page with its verdict and largest scripts, then the summary", () => {
    const small = weighPage("/privacy-policy", ["/assets/a.js"], () => 40_000);
    const lines = renderPublicJs([page, small], 50_000);
    expect(lines[0]).toMatch(/^\/\s+88\.9 KB\s+2 scripts\s+OVER\s+b\.js 87\.9 KB, a\.js 1\.0 KB$/);
    expect(lines[1]).toMatch(/^\/privacy-policy\s+39\.1 KB\s+1 scripts\s+ok\s+a\.js 39\.1 KB$/);
    expect(lines[2]).toBe("1 of 2 public pages over 48.8 KB of JavaScript (Brotli, first view)");
    expect(renderPublicJs([small], 50_000).at(-1)).toBe(
      "every public page at or under 48.8 KB of JavaScript (Brotli, first view)",
    );
  });

  it("writes a table for docs/benchmarks.md with each page's scripts, sizes and verdict", () => {
    const small = weighPage(
      "/privacy-policy",
      ["/assets/a.js"],
      () => 40_000,
      () => 45_000,
    );
    const lines = renderPublicJsMarkdown([page, small], 50_000);
    expect(lines[0]).toBe("## JavaScript per public page, first view");
    expect(lines).toContain(
      [
        "| page | scripts | Brotli | gzip | largest | ≤ budget |",
        "| --- | ---: | ---: | ---: | --- | --- |",
        "| `/` | 2 | 88.9 KB | — | b.js 87.9 KB, a.js 1.0 KB | **MISSED** |",
        "| `/privacy-policy` | 1 | 39.1 KB | 43.9 KB | a.js 39.1 KB | met |",
      ].join("\n"),
    );
  });
});
