import type { ReactNode } from "react";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { ZodSettingsScript } from "~/lib/zod-settings-script";

type DocumentProps = {
  nonce: string | undefined;
  /** The page's own head: its title and meta tags, its stylesheets and preloads. */
  head: ReactNode;
  /** The page's scripts, after its content. */
  scripts: ReactNode;
  children: ReactNode;
};

/**
 * Every page's `<html>`: what each has in its head and body around its own parts. The root
 * layout renders it for React Router's pages, and the deal page's renderer for a backer's
 * page, which React Router does not render in production (ADR 056).
 */
export function Document({ nonce, head, scripts, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15341f" />
        <ZodSettingsScript nonce={nonce} />
        {head}
      </head>
      <body className="min-h-dvh bg-paper font-sans text-ink antialiased">
        {children}
        <LazyToaster />
        {scripts}
      </body>
    </html>
  );
}
