import { PerspectiveListPage } from "~/features/perspectives-admin/perspective-list-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Strategic Perspectives");

export default function AdminPerspectives() {
  return <PerspectiveListPage />;
}
