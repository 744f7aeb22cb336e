import { paths } from "@shared/config/paths";
import { Navigate, Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { Spinner } from "~/components/ui/spinner";
import { useAdminSession } from "~/lib/admin-session";

/**
 * Every admin screen but login: shows a spinner while the session is checked, then
 * either the screen or a redirect to /admin/login. The server enforces the same rule
 * on every admin API call; this only spares a signed-out visitor an empty screen.
 */
export default function GuardedAdminLayout() {
  const session = useAdminSession();
  const signedOut = (session.isSuccess && session.data === null) || session.isError;

  if (signedOut) return <Navigate to={paths.admin.login} replace />;
  if (!session.data) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking your session" />
      </main>
    );
  }
  return (
    <AdminShell admin={session.data}>
      <Outlet />
    </AdminShell>
  );
}
