import { paths } from "@shared/config/paths";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AdminQueries } from "~/components/admin/admin-queries";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotAvailable } from "~/components/admin/not-available";
import { Spinner } from "~/components/ui/spinner";
import { mayOpen } from "~/lib/admin-areas";
import { ADMIN_HEADERS } from "~/lib/admin-meta";
import { useAdminSession } from "~/lib/admin-session";
import type { Route } from "./+types/guarded-layout";

// Only an account that must set up a second factor sees this screen, once: its code (WebAuthn,
// the QR code) loads then, not with every admin screen (ADR 052).
const SetupSecondFactorScreen = lazy(() =>
  import("~/features/second-factor/setup-second-factor-screen").then((module) => ({
    default: module.SetupSecondFactorScreen,
  })),
);

/**
 * The session, read on the server for the first page a browser loads, so that the screen is
 * drawn there and then rather than a spinner until the scripts have asked who is signed in
 * (issue 38: the largest paint came seconds later). Signed out, the page is what it was (an
 * unknown address still answers 404), and the browser goes on to the sign-in page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { account: (await context.signedInAccount()) ?? undefined };
}

/** After the first load the session is the client's own query, which the API's answers keep. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  return ADMIN_HEADERS;
}

/**
 * Every admin screen but login: the screen, a redirect to /admin/login once the session has
 * ended, or — for a screen the role may not use — an explanation. The server enforces the same
 * rules on every admin API call; this only spares people an empty or failing screen.
 */
export default function GuardedAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminQueries>
      <Guarded account={loaderData.account} />
    </AdminQueries>
  );
}

function Guarded({ account }: { account: Route.ComponentProps["loaderData"]["account"] }) {
  const session = useAdminSession(account);
  const { pathname } = useLocation();
  const signedOut = (session.isSuccess && session.data === null) || session.isError;

  if (signedOut) return <Navigate to={paths.admin.login} replace />;
  const checking = (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking your session" />
    </main>
  );
  if (!session.data) return checking;
  // The role requires a second factor and the account has none: nothing else works until then.
  if (session.data.secondFactor?.setupRequired)
    return (
      <Suspense fallback={checking}>
        <SetupSecondFactorScreen />
      </Suspense>
    );
  return (
    <AdminShell admin={session.data}>
      {mayOpen(session.data, pathname) ? <Outlet /> : <NotAvailable role={session.data.role} />}
    </AdminShell>
  );
}
