import { StaffPage } from "~/features/staff/staff-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Staff");

export default function AdminStaff() {
  return <StaffPage />;
}
