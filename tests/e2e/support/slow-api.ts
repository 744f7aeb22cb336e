import type { Page, Route } from "playwright-core";

/** How long a slowed request waits before it goes to the server. */
export const SLOW_MS = 1_000;

/**
 * A slow network for one page: every admin API read (lists, records; not the session
 * check) waits `SLOW_MS` before it is sent. Once `navigations` is switched on, the app's
 * own files (route modules, the route manifest) wait too, so that leaving a screen takes
 * a while, as it does on a slow connection.
 */
export async function slowAdminApi(page: Page) {
  const control = { navigations: false };
  const later = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    // The page may have closed meanwhile.
    await route.continue().catch(() => undefined);
  };
  await page.route("**/api/admin/**", async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && pathname !== "/api/admin/me") return later(route);
    return route.continue();
  });
  await page.route(
    (url) =>
      control.navigations &&
      (url.pathname === "/__manifest" || url.pathname.startsWith("/assets/")),
    later,
  );
  return control;
}
