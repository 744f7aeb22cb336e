import type { AdminAccount } from "@shared/schemas/admin-auth";
import { mayUse, STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";

/**
 * Whether the signed-in account may see the inboxes' records and figures (contract §9). The
 * session answer (/api/admin/me) carries the role; one without a known role is treated as
 * the narrowest, so the screen never asks for what the server would refuse.
 */
export function maySeeSubmissions(account: AdminAccount | null | undefined): boolean {
  const role = (account as { role?: unknown } | null | undefined)?.role;
  if (!STAFF_ROLES.includes(role as StaffRole)) return false;
  return mayUse(role as StaffRole, "submissions");
}
