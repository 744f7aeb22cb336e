import { Outlet } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { SettingsNav } from "~/features/admin-settings/settings-nav";
import { useSignedInAdmin } from "~/lib/admin-session";

/**
 * Settings, a page each (contract §20): this layout owns the title and the sub-navigation,
 * each child route its cards. While a second factor must be set up, the second-factors page is
 * all there is, drawn alone (the guarded layout sends every screen to it).
 */
export default function SettingsLayout() {
  const admin = useSignedInAdmin();
  if (admin.secondFactor?.setupRequired) return <Outlet />;
  return (
    <div className="grid gap-6 lg:gap-8">
      <PageHeader
        title="Settings"
        subtitle={
          admin.role === "admin"
            ? "Your account, and how the studio works."
            : "Your account: password, e-mail, second factors and sessions."
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SettingsNav role={admin.role} />
        <div className="grid min-w-0 gap-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
