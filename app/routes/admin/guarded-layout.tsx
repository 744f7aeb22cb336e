import { paths } from "@shared/config/paths";
import { Navigate, Outlet, redirect, useLocation } from "react-router";
import { AdminQueries } from "~/components/admin/admin-queries";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotAvailable } from "~/components/admin/not-available";
import { Spinner } from "~/components/ui/spinner";
import { secondFactorSetupPath } from "~/features/second-factor/setup-path";
import { mayOpen } from "~/lib/admin-areas";
import { ADMIN_HEADERS } from "~/lib/admin-meta";
import { useAdminSession } from "~/lib/admin-session";
import type { Route } from "./+types/guarded-layout";

/**
 * The session, read on the server for the first page a browser loads, so that the screen is
 * drawn there and then rather than a spinner until the scripts have asked who is signed in
 * (issue 38: the largest paint came seconds later). Signed out, the page is what it was (an
 * unknown address still answers 404), and the browser goes on to the sign-in page. An account
 * that must set up a second factor first is sent to the page that sets one up.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = (await context.signedInAccount()) ?? undefined;
  const { pathname, search } = new URL(request.url);
  if (account?.secondFactor?.setupRequired && pathname !== paths.admin.settingsPages.secondFactors)
    throw redirect(secondFactorSetupPath(pathname, search));
  return { account };
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
  const { pathname, search } = useLocation();
  const signedOut = (session.isSuccess && session.data === null) || session.isError;

  if (signedOut) return <Navigate to={paths.admin.login} replace />;
  if (!session.data)
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking your session" />
      </main>
    );
  // The role requires a second factor and the account has none: nothing else works until then,
  // so the second-factors page draws the setup alone, without the back office around it.
  if (session.data.secondFactor?.setupRequired)
    return pathname === paths.admin.settingsPages.secondFactors ? (
      <Outlet />
    ) : (
      <Navigate to={secondFactorSetupPath(pathname, search)} replace />
    );
  return (
    <AdminShell admin={session.data}>
      {mayOpen(session.data, pathname) ? <Outlet /> : <NotAvailable role={session.data.role} />}
    </AdminShell>
  );
}
