import { SessionsCard } from "~/features/admin-settings/sessions-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Sessions · Settings");

export default function SessionSettings() {
  return <SessionsCard />;
}
