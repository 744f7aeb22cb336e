import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type ReactNode, type RefObject, useRef } from "react";
import { cx } from "~/lib/cx";
import { menuContentClass } from "./menu-item";
import type { RowActionsButton } from "./row-actions-button";

/**
 * A list row's "…" menu (perspectives, staff), loaded on first use (`rowActionsOnUse`), which
 * hands it its button as `View`. `children` gets the trigger, where focus returns after a
 * confirmation the menu opened.
 */
export function RowActionsMenu({
  label,
  className,
  View,
  children,
}: {
  /** The trigger's accessible name, e.g. "Actions for Soil health". */
  label: string;
  className?: string;
  View: typeof RowActionsButton;
  children: (trigger: RefObject<HTMLButtonElement | null>) => ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} asChild>
        <View label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cx(menuContentClass, "min-w-44", className)}
        >
          {children(trigger)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
