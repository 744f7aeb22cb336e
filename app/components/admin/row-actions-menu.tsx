import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal } from "lucide-react";
import { type ReactNode, type RefObject, useRef } from "react";
import { cn } from "~/lib/cn";
import { menuContentClass } from "./menu-item";

/**
 * A list row's "…" menu (perspectives, staff). `children` gets the trigger, where focus
 * returns after a confirmation the menu opened.
 */
export function RowActionsMenu({
  label,
  className,
  children,
}: {
  /** The trigger's accessible name, e.g. "Actions for Soil health". */
  label: string;
  className?: string;
  children: (trigger: RefObject<HTMLButtonElement | null>) => ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="inline-flex size-9 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-100 data-[state=open]:bg-forest-100"
        aria-label={label}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cn(menuContentClass, "min-w-44", className)}
        >
          {children(trigger)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
