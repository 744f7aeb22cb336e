import { Outlet } from "react-router";
import { siteFooter } from "~/components/layout/footer-island";
import { siteHeader } from "~/components/layout/site-header-island";
import { Island } from "~/lib/islands";
import type { PageScripts } from "~/lib/page-scripts";

/** Public pages are not hydrated through React Router: only their live islands run (ADR 043). */
export const handle: PageScripts = { scripts: "islands" };

export default function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-forest-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Island component={siteHeader} hydrate="load" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Island component={siteFooter} />
    </>
  );
}
