import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/layout/logo";

/** The centred card of the pages a person sees before they are signed in: sign in, invite. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-forest-50 px-4 py-12">
      <div className="w-full max-w-sm">
        {/* A public page loads whole: it runs its islands, not this router (ADR 043). */}
        <Link
          to="/"
          reloadDocument
          className="mx-auto mb-8 flex w-fit rounded-md"
          aria-label="Rootstock Ventures, home"
        >
          <Logo />
        </Link>
        <div className="rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </main>
  );
}
