import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { StaffAccount } from "@shared/schemas/staff";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";
import { ChevronRight, KeyRound, MoreHorizontal, UserCheck, UserCog, UserX } from "lucide-react";
import { useRef } from "react";
import { cn } from "~/lib/cn";
import { staffName } from "~/lib/staff-name";

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-950 data-[state=open]:bg-forest-50";
const contentClass =
  "z-50 min-w-48 rounded-xl border border-forest-900/10 bg-white p-1.5 shadow-lg shadow-forest-950/10";

/** One account's Change role, New sign-in link and Deactivate / Reactivate. */
export function StaffActionsMenu({
  account,
  onRole,
  onNewLink,
  onDeactivate,
  onReactivate,
}: {
  account: StaffAccount;
  onRole: (role: StaffRole) => void;
  onNewLink: () => void;
  /** `trigger` is the menu's button, where focus returns after the confirmation. */
  onDeactivate: (trigger: HTMLButtonElement | null) => void;
  onReactivate: () => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="inline-flex size-9 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-100 data-[state=open]:bg-forest-100"
        aria-label={`Actions for ${staffName(account)}`}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={contentClass}>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClass}>
              <UserCog aria-hidden className="size-4 text-forest-700" />
              Change role
              <ChevronRight aria-hidden className="ml-auto size-4" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent sideOffset={6} className={contentClass}>
                <DropdownMenu.RadioGroup
                  value={account.role}
                  onValueChange={(role) => {
                    if (role !== account.role) onRole(role as StaffRole);
                  }}
                >
                  {STAFF_ROLES.map((role) => (
                    <DropdownMenu.RadioItem key={role} value={role} className={itemClass}>
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
          <DropdownMenu.Item className={itemClass} onSelect={onNewLink}>
            <KeyRound aria-hidden className="size-4 text-forest-700" />
            New sign-in link
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-forest-900/10" />
          {account.active ? (
            <DropdownMenu.Item
              className={cn(
                itemClass,
                "text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900",
              )}
              onSelect={() => onDeactivate(trigger.current)}
            >
              <UserX aria-hidden className="size-4" />
              Deactivate
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClass} onSelect={onReactivate}>
              <UserCheck aria-hidden className="size-4 text-forest-700" />
              Reactivate
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
