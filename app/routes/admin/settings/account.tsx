import { AdminInfoCard } from "~/features/admin-settings/admin-info-card";
import { ChangePasswordCard } from "~/features/admin-settings/change-password-card";
import { adminMeta } from "~/lib/admin-meta";
import { useSignedInAdmin } from "~/lib/admin-session";

export const meta = () => adminMeta("Account & password · Settings");

/** The spec's Settings screen as it was: 'Account Security' and 'Admin Information'. */
export default function AccountSettings() {
  const admin = useSignedInAdmin();
  return (
    <div className="grid items-start gap-6 2xl:grid-cols-5">
      <ChangePasswordCard username={admin.username} className="2xl:col-span-3" />
      <AdminInfoCard admin={admin} className="2xl:col-span-2" />
    </div>
  );
}
