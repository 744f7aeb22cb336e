import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";

/** A button's name (and shortcut) shown above it on hover and focus. */
export function ToolTip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 rounded-md bg-forest-950 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-forest-950" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
