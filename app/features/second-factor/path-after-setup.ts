import { ASKED_SCREEN_PARAM } from "./setup-path";

/** A base no real address has, to read a path as the browser would (`..`, `\`, `//host`). */
const SAME_SITE = "https://same-site.invalid";

/**
 * The screen the person asked for before the setup (the setup address's query, `search`), when
 * it is a back-office path; never another site, whatever the address was made to say.
 */
export function pathAfterSetup(search: string): string | null {
  const asked = new URLSearchParams(search).get(ASKED_SCREEN_PARAM);
  if (asked === null || !asked.startsWith("/")) return null;
  try {
    const url = new URL(asked, SAME_SITE);
    if (url.origin !== SAME_SITE || !/^\/admin(\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
