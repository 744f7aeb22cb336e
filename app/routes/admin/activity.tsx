import { ActivityPage } from "~/features/activity/activity-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Activity");

export default function ActivityRoute() {
  return <ActivityPage />;
}
