import { NotificationsCard } from "~/features/admin-settings/notifications-card";
import { adminMeta } from "~/lib/admin-meta";
import { useSignedInAdmin } from "~/lib/admin-session";

export const meta = () => adminMeta("Profile & notifications · Settings");

export default function ProfileSettings() {
  return <NotificationsCard admin={useSignedInAdmin()} />;
}
