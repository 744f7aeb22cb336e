import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { StaffRole } from "@shared/schemas/staff-roles";
import { ChevronDown } from "lucide-react";
import { Fragment } from "react";
import { NavLink, useLocation } from "react-router";
import { MenuItem, MenuSeparator, menuContentClass } from "~/components/admin/menu-item";
import { cn } from "~/lib/cn";
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
                    cn(
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

/** On a phone: one button naming the page shown, opening the list of pages. */
function SettingsMenu({ groups }: { groups: SettingsGroup[] }) {
  const { pathname } = useLocation();
  const current = currentSettingsPage(pathname);
  return (
    <div className="lg:hidden">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex w-full items-center justify-between gap-3 rounded-xl border border-forest-900/15 bg-white px-4 py-3 text-left shadow-sm data-[state=open]:border-forest-600">
          <span className="flex min-w-0 items-center gap-2.5">
            {current ? <current.icon aria-hidden className="size-4 text-forest-700" /> : null}
            <span className="min-w-0">
              <span className="block text-xs font-medium text-ink-muted">Settings page</span>
              <span className="block truncate font-semibold text-forest-950">
                {current?.label ?? "Choose a page"}
              </span>
            </span>
          </span>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-forest-800" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className={cn(menuContentClass, "w-[var(--radix-dropdown-menu-trigger-width)]")}
          >
            {groups.map((group, index) => (
              <Fragment key={group.id}>
                {index > 0 ? <MenuSeparator /> : null}
                <DropdownMenu.Group>
                  <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    {group.label}
                  </DropdownMenu.Label>
                  {group.pages.map((page) => (
                    <MenuItem
                      key={page.to}
                      to={page.to}
                      icon={page.icon}
                      current={page === current}
                    >
                      {page.label}
                    </MenuItem>
                  ))}
                </DropdownMenu.Group>
              </Fragment>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
