import type { StaffRole } from "@shared/schemas/staff-roles";
import { NavLink, useLocation } from "react-router";
import { drawnWith, loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { cx } from "~/lib/cx";
import { SettingsMenuButton, type SettingsMenuProps } from "./settings-menu-button";
import { currentSettingsPage, type SettingsGroup, settingsGroupsFor } from "./settings-pages";

/**
 * The settings' sub-navigation (contract §20): a list of links beside the page on a wide
 * screen, a menu above it on a phone. Both are plain links, so each page has its address and
 * the browser's back button moves between them.
 */
export function SettingsNav({ role }: { role: StaffRole }) {
  const groups = settingsGroupsFor(role);
  return (
    <nav aria-label="Settings">
      <SettingsMenu groups={groups} />
      <SettingsLinks groups={groups} />
    </nav>
  );
}

function SettingsLinks({ groups }: { groups: SettingsGroup[] }) {
  return (
    <div className="hidden gap-6 lg:grid">
      {groups.map((group) => (
        <div key={group.id} className="grid gap-1.5">
          <p
            id={`settings-group-${group.id}`}
            className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {group.label}
          </p>
          <ul aria-labelledby={`settings-group-${group.id}`} className="grid gap-0.5">
            {group.pages.map((page) => (
              <li key={page.to}>
                <NavLink
                  to={page.to}
                  className={({ isActive }) =>
                    cx(
                      "flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                      isActive
                        ? "bg-forest-100 text-forest-950"
                        : "text-ink hover:bg-forest-100/60 hover:text-forest-950",
                    )
                  }
                >
                  <page.icon aria-hidden className="size-4 shrink-0 text-forest-700" />
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * On a phone: one button naming the page shown, opening the list of pages. The menu (Radix)
 * loads when the button is pointed at, touched or focused (ADR 052); until then it is the same
 * button, which says it opens a menu.
 */
const SettingsMenuOnUse = loadOnFirstUse(
  () =>
    import("./settings-menu").then((module) => drawnWith(module.SettingsMenu, SettingsMenuButton)),
  function SettingsMenuStandIn({ current }: SettingsMenuProps) {
    return <SettingsMenuButton current={current} aria-haspopup="menu" aria-expanded={false} />;
  },
);

function SettingsMenu({ groups }: { groups: SettingsGroup[] }) {
  const { pathname } = useLocation();
  return (
    <div className="lg:hidden">
      <SettingsMenuOnUse groups={groups} current={currentSettingsPage(pathname)} />
    </div>
  );
}
