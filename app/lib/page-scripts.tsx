import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import { HELD_SUBMITS } from "./islands";

/**
 * A route's `handle` can say that its pages run only their live islands in the browser
 * (`{ scripts: "islands" }`, the public layout; ADR 043) instead of React Router's client.
 */
export type PageScripts = { scripts: "islands" };

/** Whether the page being rendered runs only its islands in the browser. */
export function useIslandsOnly() {
  return useMatches().some(
    (match) => (match.handle as Partial<PageScripts> | undefined)?.scripts === "islands",
  );
}

/**
 * The scripts of a page that runs only its islands: the same client entry React Router would
 * start, which finds no router context and hydrates the islands (`app/entry.client.tsx`). None
 * of React Router's own scripts or data.
 *
 * Fetched once the page has loaded and painted, not with it: on a slow network the page's
 * text, stylesheet, fonts and images get the whole connection for the first view, and the
 * scripts, which only wake the islands, come after (issue 26: first paint). "Painted" is the
 * browser's first-contentful-paint entry (or 3 s, for a tab opened in the background, which
 * paints only when shown). The entry's imports are preloaded beside it so that they do not wait
 * for it. Until the entry takes over, a submit inside a live island is held, not sent by the
 * browser (`HELD_SUBMITS`); without JavaScript the forms are sent as plain forms.
 */
export function IslandScripts({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework) return null;
  return <IslandStarter nonce={nonce} entry={framework.manifest.entry} />;
}

/**
 * A classic script's code that resolves `painted` once the page has painted for the first time
 * (the browser's first-paint entry), or after 3 s for a tab opened in the background, which
 * paints only when shown. The public pages' islands and the back office's router start after it.
 */
export const WHEN_PAINTED = `const painted=new Promise(done=>{setTimeout(done,3000);try{new PerformanceObserver((list,observer)=>{observer.disconnect();done()}).observe({type:"paint",buffered:true})}catch{done()}})`;

/**
 * A classic script's code that holds the submits of the forms within `scope` until the page's
 * code has taken them over (`window[HELD_SUBMITS]`): a form sent by the browser itself would put
 * what was typed in the address and leave the page's own checks and sending unrun.
 */
export const holdSubmits = (scope: string) =>
  [
    `const forms=[];const hold=event=>{if(event.target.closest?.(${JSON.stringify(scope)})){event.preventDefault();forms.push(event.target)}}`,
    `addEventListener("submit",hold,true)`,
    `window.${HELD_SUBMITS}={forms,release:()=>removeEventListener("submit",hold,true)}`,
  ].join(";");

/**
 * Once React Router's client has hydrated the page (the root's first effect), the forms sent
 * before are sent again, through their own handlers now.
 */
export function sendHeldSubmits() {
  const held = window[HELD_SUBMITS];
  held?.release();
  for (const form of held?.forms ?? []) if (form.isConnected) form.requestSubmit();
}

/** A classic script's code that preloads the modules at `hrefs` (a JSON array of their paths). */
export const preloadModules = (hrefs: readonly string[]) =>
  `for(const href of ${JSON.stringify(hrefs)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`;

/** The build's client entry: its module and the modules it imports. */
export type ClientEntry = { module: string; imports: string[] };

/** The scripts of IslandScripts for a known client entry (ADR 056: a page without React Router). */
export function IslandStarter({ nonce, entry }: { nonce?: string; entry: ClientEntry }) {
  const start = [
    holdSubmits("[data-island]"),
    `const loaded=new Promise(done=>addEventListener("load",done,{once:true}))`,
    WHEN_PAINTED,
    `Promise.all([loaded,painted]).then(()=>{${preloadModules(entry.imports)};import(${JSON.stringify(entry.module)})})`,
  ].join(";");
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, the build's asset paths as JSON
      dangerouslySetInnerHTML={{ __html: start }}
    />
  );
}
