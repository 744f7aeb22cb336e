import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Fragment } from "react";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { MenuItem, MenuSeparator, menuContentClass } from "~/components/admin/menu-item";
import { cx } from "~/lib/cx";
import type { SettingsMenuButton, SettingsMenuProps } from "./settings-menu-button";

/**
 * The settings' pages as a menu, on a phone (`settings-nav.tsx` loads it on first use and hands it
 * the menu's button as `View`).
 */
export function SettingsMenu({
  groups,
  current,
  View,
}: SettingsMenuProps & HandedOver & { View: typeof SettingsMenuButton }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <View current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={cx(menuContentClass, "w-[var(--radix-dropdown-menu-trigger-width)]")}
        >
          {groups.map((group, index) => (
            <Fragment key={group.id}>
              {index > 0 ? <MenuSeparator /> : null}
              <DropdownMenu.Group>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {group.label}
                </DropdownMenu.Label>
                {group.pages.map((page) => (
                  <MenuItem key={page.to} to={page.to} icon={page.icon} current={page === current}>
                    {page.label}
                  </MenuItem>
                ))}
              </DropdownMenu.Group>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
