import type { StaffRole } from "@shared/schemas/staff-roles";
import { adminApi, apiSession } from "./admin-api";
import { baseUrl } from "./browser";

/**
 * A staff account with `role`, made the way an admin would: invited through the API, the
 * invite accepted with a password. Returns what signing in needs.
 */
export async function createStaffAccount(role: StaffRole, username: string) {
  const cookie = await apiSession();
  const invited = await adminApi(cookie, "POST", "/api/admin/staff", { username, role });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}`);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const password = `${role} password for ${username}`;
  const token = inviteUrl.split("/").at(-1);
  const accepted = await fetch(new URL(`/api/admin/invites/${token}`, baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (accepted.status !== 200) throw new Error(`accepting the invite answered ${accepted.status}`);
  return { username, password };
}
