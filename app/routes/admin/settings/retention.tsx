import { RetentionCard } from "~/features/admin-settings/retention-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Data retention · Settings");

/** The retention period is the studio's, not the person's (contract §12). */
export default function RetentionSettings() {
  return <RetentionCard />;
}
