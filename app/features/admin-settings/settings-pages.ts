import { paths } from "@shared/config/paths";
import type { StaffRole } from "@shared/schemas/staff-roles";
import {
  Bell,
  Braces,
  CalendarClock,
  FileText,
  KeyRound,
  ListChecks,
  type LucideIcon,
  MonitorSmartphone,
  ShieldCheck,
  Smartphone,
  Tags,
  Webhook,
} from "lucide-react";
import { mayOpen } from "~/lib/admin-areas";

const pages = paths.admin.settingsPages;

export type SettingsPage = { to: string; label: string; icon: LucideIcon };
export type SettingsGroup = { id: string; label: string; pages: readonly SettingsPage[] };

/**
 * The settings pages in the order of the sub-navigation (contract §20): first the account's
 * own, then the studio's. The first page is where `/admin/settings` lands. Who may open a
 * page is `mayOpen`'s (app/lib/admin-areas.ts), not this list's.
 */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: "your-account",
    label: "Your account",
    pages: [
      { to: pages.account, label: "Account & password", icon: KeyRound },
      { to: pages.profile, label: "Profile & notifications", icon: Bell },
      { to: pages.secondFactors, label: "Second factors", icon: Smartphone },
      { to: pages.sessions, label: "Sessions", icon: MonitorSmartphone },
      { to: pages.apiTokens, label: "API tokens", icon: Braces },
    ],
  },
  {
    id: "studio",
    label: "Studio",
    pages: [
      { to: pages.templates, label: "Message templates", icon: FileText },
      { to: pages.tags, label: "Tags", icon: Tags },
      { to: pages.scorecards, label: "Scorecards", icon: ListChecks },
      { to: pages.signInPolicy, label: "Sign-in policy", icon: ShieldCheck },
      { to: pages.retention, label: "Data retention", icon: CalendarClock },
      { to: pages.webhooks, label: "Webhooks", icon: Webhook },
    ],
  },
];

/** The groups and pages `role` may open; a group with none of them is left out. */
export function settingsGroupsFor(role: StaffRole): SettingsGroup[] {
  return SETTINGS_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((page) => mayOpen({ role }, page.to)),
  })).filter((group) => group.pages.length > 0);
}

/** The page at `pathname`, if it is one of the settings pages. */
export function currentSettingsPage(pathname: string): SettingsPage | undefined {
  const path = pathname.replace(/\/+$/, "");
  return SETTINGS_GROUPS.flatMap((group) => group.pages).find((page) => page.to === path);
}
