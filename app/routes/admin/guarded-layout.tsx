import { paths } from "@shared/config/paths";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotAvailable } from "~/components/admin/not-available";
import { Spinner } from "~/components/ui/spinner";
import { mayOpen } from "~/lib/admin-areas";
import { useAdminSession } from "~/lib/admin-session";

// Only an account that must set up a second factor sees this screen, once: its code (WebAuthn,
// the QR code) loads then, not with every admin screen (ADR 052).
const SetupSecondFactorScreen = lazy(() =>
  import("~/features/second-factor/setup-second-factor-screen").then((module) => ({
    default: module.SetupSecondFactorScreen,
  })),
);

/**
 * Every admin screen but login: shows a spinner while the session is checked, then
 * either the screen, a redirect to /admin/login, or — for a screen the role may not use —
 * an explanation. The server enforces the same rules on every admin API call; this only
 * spares people an empty or failing screen.
 */
export default function GuardedAdminLayout() {
  const session = useAdminSession();
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
