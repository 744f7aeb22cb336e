import { useEffect } from "react";
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
import { Document } from "./components/layout/document";
import { documentLinks } from "./lib/document-links";
import { useNonce } from "./lib/nonce";
import { IslandScripts, sendHeldSubmits, useIslandsOnly } from "./lib/page-scripts";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl, contact: context.contact };
}

// The site's address and contact are fixed while the server runs: a navigation (an admin
// list's sort or page, too) need not ask the server for them again.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => documentLinks as LinkDescriptor[];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islandsOnly = useIslandsOnly();
  return (
    <Document
      nonce={nonce}
      head={
        <>
          <Meta />
          <Links />
        </>
      }
      scripts={
        islandsOnly ? (
          <IslandScripts nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )
      }
    >
      {children}
    </Document>
  );
}

export default function App() {
  // Runs once the page is hydrated: what was sent before is sent again (ADR 052).
  useEffect(sendHeldSubmits, []);
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
