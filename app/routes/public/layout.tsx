import { Outlet } from "react-router";
import { siteFooter } from "~/components/layout/footer-island";
import { SiteHeader } from "~/components/layout/site-header";
import { Island } from "~/lib/islands";

export default function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-forest-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Island component={siteFooter} />
    </>
  );
}
