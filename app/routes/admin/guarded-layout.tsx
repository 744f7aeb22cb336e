import { paths } from "@shared/config/paths";
import { Navigate, Outlet, useLocation } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotAvailable } from "~/components/admin/not-available";
import { Spinner } from "~/components/ui/spinner";
import { SetupSecondFactorScreen } from "~/features/second-factor/setup-second-factor-screen";
import { mayOpen } from "~/lib/admin-areas";
import { useAdminSession } from "~/lib/admin-session";

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
  if (!session.data) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking your session" />
      </main>
    );
  }
  // The role requires a second factor and the account has none: nothing else works until then.
  if (session.data.secondFactor?.setupRequired) return <SetupSecondFactorScreen />;
  return (
    <AdminShell admin={session.data}>
      {mayOpen(session.data, pathname) ? <Outlet /> : <NotAvailable role={session.data.role} />}
    </AdminShell>
  );
}
