import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { StaffAccount } from "@shared/schemas/staff";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";
import { ChevronRight, KeyRound, LogOut, UserCheck, UserCog, UserX } from "lucide-react";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import {
  MenuItem,
  MenuSeparator,
  menuContentClass,
  menuItemClass,
} from "~/components/admin/menu-item";
import type { RowActionsButton } from "~/components/admin/row-actions-button";
import { RowActionsMenu } from "~/components/admin/row-actions-menu";
import { cx } from "~/lib/cx";

export type StaffActionsProps = {
  /** The menu button's accessible name. */
  label: string;
  account: StaffAccount;
  onRole: (role: StaffRole) => void;
  onNewLink: () => void;
  /** `trigger` is the menu's button, where focus returns after the confirmation. */
  onEndSessions: (trigger: HTMLButtonElement | null) => void;
  /** `trigger` is the menu's button, where focus returns after the confirmation. */
  onDeactivate: (trigger: HTMLButtonElement | null) => void;
  onReactivate: () => void;
};

/**
 * One account's Change role, New sign-in link, End all sessions and Deactivate / Reactivate,
 * loaded on first use by the staff list (`rowActionsOnUse`).
 */
export function StaffActionsMenu({
  label,
  account,
  onRole,
  onNewLink,
  onEndSessions,
  onDeactivate,
  onReactivate,
  View,
}: StaffActionsProps & HandedOver & { View: typeof RowActionsButton }) {
  return (
    <RowActionsMenu label={label} View={View} className="min-w-48">
      {(trigger) => (
        <>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuItemClass}>
              <UserCog aria-hidden className="size-4 text-forest-700" />
              Change role
              <ChevronRight aria-hidden className="ml-auto size-4" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent sideOffset={6} className={cx(menuContentClass, "min-w-48")}>
                <DropdownMenu.RadioGroup
                  value={account.role}
                  onValueChange={(role) => {
                    if (role !== account.role) onRole(role as StaffRole);
                  }}
                >
                  {STAFF_ROLES.map((role) => (
                    <DropdownMenu.RadioItem key={role} value={role} className={menuItemClass}>
                      <span className="inline-flex size-4 items-center justify-center">
                        <DropdownMenu.ItemIndicator>
                          <span className="block size-2 rounded-full bg-forest-700" />
                        </DropdownMenu.ItemIndicator>
                      </span>
                      {STAFF_ROLE_LABELS[role]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <MenuItem icon={KeyRound} onSelect={onNewLink}>
            New sign-in link
          </MenuItem>
          <MenuItem icon={LogOut} onSelect={() => onEndSessions(trigger.current)}>
            End all sessions
          </MenuItem>
          <MenuSeparator />
          {account.active ? (
            <MenuItem icon={UserX} danger onSelect={() => onDeactivate(trigger.current)}>
              Deactivate
            </MenuItem>
          ) : (
            <MenuItem icon={UserCheck} onSelect={onReactivate}>
              Reactivate
            </MenuItem>
          )}
        </>
      )}
    </RowActionsMenu>
  );
}
