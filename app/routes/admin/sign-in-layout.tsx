import { Outlet } from "react-router";
import { AdminQueries } from "~/components/admin/admin-queries";
import { ADMIN_HEADERS } from "~/lib/admin-meta";

export function headers() {
  return ADMIN_HEADERS;
}

/** The screens before signing in: login, an invitation, a forgotten or reset password. */
export default function SignInLayout() {
  // The notification area loads with the first toast, as on the public pages: not a file of
  // every screen's first load (ADR 052).
  return (
    <AdminQueries>
      <Outlet />
    </AdminQueries>
  );
}
