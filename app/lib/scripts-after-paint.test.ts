import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint } from "./scripts-after-paint";

const NONCE = "n0nce+/==";
const ROUTES = `import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");`;

/** A back-office page as React Router and React 19 send it (preloads hoisted into the head). */
const adminPage = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/vendor-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>`,
  `</head><body><main id="main">Dashboard</main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${ROUTES}</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
  `</body></html>`,
].join("");

const sent = (html: string) => startScriptsAfterPaint(Buffer.from(html), NONCE).toString("utf8");

/** The script added at the end of the body: its code. */
function starterOf(html: string) {
  const match = html.match(/<script nonce="([^"]+)">([^<]*)<\/script><\/body>/);
  return { nonce: match?.[1], code: match?.[2] ?? "" };
}

describe("a back-office page sent to paint before its scripts", () => {
  it("takes the module preloads out of the head and holds the router's module script unrun", () => {
    const html = sent(adminPage);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/x-start-after-paint">${ROUTES}</script>`,
    );
    // Everything else is sent as drawn: the stylesheet, the content, the router's data.
    expect(html).toContain('rel="stylesheet" href="/assets/app-1.css"');
    expect(html).toContain('<main id="main">Dashboard</main>');
    expect(html).toContain("streamController.enqueue");
  });

  it("ends the body with a script, under the page's nonce, that adds them back once painted", () => {
    const { nonce, code } = starterOf(sent(adminPage));
    expect(nonce).toBe(NONCE);
    expect(code).toContain('observe({type:"paint",buffered:true})');
    expect(code).toContain(
      JSON.stringify(["/assets/entry.client-1.js", "/assets/vendor-1.js", "/assets/root-1.js"]),
    );
    expect(code).toContain('script.type="module"');
    // A form sent before then is held, not sent by the browser with its fields in the address.
    expect(code).toContain('addEventListener("submit",hold,true)');
    // It is code a browser runs (it does not throw as it is parsed).
    expect(() => new Function(code)).not.toThrow();
  });

  it("leaves a page without React Router's module script (a public page) as it is", () => {
    const publicPage = Buffer.from(
      `<html><head><link rel="modulepreload" href="/assets/x.js"/></head><body><script>start()</script></body></html>`,
    );
    expect(startScriptsAfterPaint(publicPage, NONCE)).toBe(publicPage);
  });
});
