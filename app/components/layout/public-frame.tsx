import type { ReactNode } from "react";
import { Island } from "~/lib/islands";
import { siteFooter } from "./footer-island";
import { siteHeader } from "./site-header-island";

/**
 * What every public page has around its content: the skip link, the header (a live island,
 * for its phone menu) and the footer (a static one). The public layout renders it around its
 * routes, the deal page's renderer around a backer's page (ADR 056).
 */
export function PublicFrame({
  contactEmail,
  children,
}: {
  /** The contact e-mail the server was configured with, for the footer. */
  contactEmail: string;
  children: ReactNode;
}) {
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
        {children}
      </main>
      <Island component={siteFooter} contactEmail={contactEmail} />
    </>
  );
}

/** Loads the frame's islands' code, for a renderer that cannot wait for it (renderToString). */
export const loadPublicFrame = () => Promise.all([siteHeader.load(), siteFooter.load()]);
