import { paths } from "@shared/config/paths";
import { redirect } from "react-router";
import { ADMIN_HEADERS } from "~/lib/admin-meta";

// `/admin/settings` (a bookmark, a link in older mail) lands on the first page. A redirect
// skips the admin layout's headers: it carries them itself.
export function loader() {
  return redirect(paths.admin.settingsPages.account, { headers: ADMIN_HEADERS });
}
