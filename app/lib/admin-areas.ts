import { paths } from "@shared/config/paths";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import { type AccessArea, mayUse } from "@shared/schemas/staff-roles";

/**
 * Which area (contract §9) each admin screen belongs to, by its address. The navigation
 * shows a screen only to roles that may use it, and a screen opened directly by another
 * role explains itself instead of failing on the server's 403.
 */
const SCREEN_AREAS: [prefix: string, area: AccessArea][] = [
  [paths.admin.startupIdeas, "submissions"],
  [paths.admin.investmentInterests, "submissions"],
  [paths.admin.perspectives, "perspectives"],
  [paths.admin.staff, "administration"],
  [paths.admin.activity, "administration"],
  [paths.admin.outbox, "administration"],
  [paths.admin.people, "administration"],
  [paths.admin.media, "perspectives"],
  // The studio's settings are the admins' (contract §20); the account's own are everyone's.
  [paths.admin.settingsPages.templates, "administration"],
  [paths.admin.settingsPages.tags, "administration"],
  [paths.admin.settingsPages.scorecards, "administration"],
  [paths.admin.settingsPages.signInPolicy, "administration"],
  [paths.admin.settingsPages.retention, "administration"],
  [paths.admin.settingsPages.webhooks, "administration"],
];

/** The area of the screen at `pathname`; undefined for screens every role uses. */
export function screenArea(pathname: string): AccessArea | undefined {
  return SCREEN_AREAS.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )?.[1];
}

/** Whether `account` may open the screen at `pathname`. */
export function mayOpen(account: Pick<AdminAccount, "role">, pathname: string): boolean {
  const area = screenArea(pathname);
  return area === undefined || mayUse(account.role, area);
}
