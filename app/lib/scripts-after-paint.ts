import { holdSubmits, preloadModules, WHEN_PAINTED } from "./page-scripts";

/** What React Router's module script is changed to, so that the browser holds it unrun. */
export const HELD_ROUTER_SCRIPT = "text/x-start-after-paint";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTER_MODULE_TYPE = ' type="module" async="">';
const ROUTER_MODULE_SCRIPT = /(<script[^>]*) type="module" async="">/;

/**
 * A page React Router renders in the browser (the back office), sent so that it paints before
 * its scripts are fetched (ADR 052, "The back office's first paint before its scripts"): the
 * module preloads React Router puts in the head are taken out, and its module script, which
 * imports the route modules and starts the client, is held (a type the browser does not run).
 * A script at the end of the body adds both back once the page has painted, as the public
 * pages' islands start (ADR 043). Until the code has arrived, as before, the page is what the
 * server drew: its links work, its controls wait for their code, and a form sent meanwhile is
 * held and sent again by its own code once the page is hydrated (`sendHeldSubmits`).
 *
 * The page is rendered whole before it is sent (`entry.server.tsx`), so this works on its text.
 * A page without React Router's module script (a public page) is returned as it is.
 */
export function startScriptsAfterPaint(page: Buffer<ArrayBuffer>, nonce: string | undefined) {
  // Most pages sent are public ones: looked for in the bytes, not decoded for nothing.
  if (!page.includes(ROUTER_MODULE_TYPE)) return page;
  const preloads: string[] = [];
  const held = page
    .toString("utf8")
    .replace(MODULE_PRELOAD, (_link, href: string) => {
      preloads.push(href);
      return "";
    })
    .replace(ROUTER_MODULE_SCRIPT, `$1 type="${HELD_ROUTER_SCRIPT}">`);
  const start = [
    holdSubmits("form"),
    WHEN_PAINTED,
    `painted.then(()=>{${preloadModules(preloads)}`,
    `const held=document.querySelector('script[type="${HELD_ROUTER_SCRIPT}"]');const script=document.createElement("script");script.type="module";script.nonce=held.nonce;script.textContent=held.textContent;document.body.append(script)})`,
  ].join(";");
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${start}</script>`;
  return Buffer.from(held.replace("</body>", `${starter}</body>`));
}
