import type { AdminAccount } from "@shared/schemas/admin-auth";
import { mayUse } from "@shared/schemas/staff-roles";

/**
 * Whether the signed-in account may see the inboxes' records and figures (contract §9);
 * an editor's dashboard shows the totals only, so it never asks for what the server refuses.
 */
export function maySeeSubmissions(account: Pick<AdminAccount, "role"> | null | undefined): boolean {
  return account ? mayUse(account.role, "submissions") : false;
}
