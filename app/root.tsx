import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import frauncesCore from "./assets/fonts/fraunces-core.woff2?url";
import interCore from "./assets/fonts/inter-core.woff2?url";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { useNonce } from "./lib/nonce";
import { IslandScripts, useIslandsOnly } from "./lib/page-scripts";
import { ZodSettingsScript } from "./lib/zod-settings-script";
import appCss from "./styles/app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl, contact: context.contact };
}

// The site's address and contact are fixed while the server runs: a navigation (an admin
// list's sort or page, too) need not ask the server for them again.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>, ahead of the scripts' module
  // preloads: on HTTP/1.1 (six connections) it was fetched after them, late for first paint.
  { rel: "stylesheet", href: appCss, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page sets text in both, and its first view needs only their `core` files (ASCII and
  // English punctuation, styles/fonts.css): fetched with the page, not after its CSS.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islandsOnly = useIslandsOnly();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15341f" />
        <ZodSettingsScript nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-paper font-sans text-ink antialiased">
        {children}
        <LazyToaster />
        {islandsOnly ? (
          <IslandScripts nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-semibold text-forest-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-semibold text-forest-950">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        We could not show this page. Please try again in a moment, or go back to the{" "}
        <a className="text-forest-700 underline" href="/">
          home page
        </a>
        .
      </p>
    </main>
  );
}
