import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import type { SettingsGroup, SettingsPage } from "./settings-pages";

export type SettingsMenuProps = { groups: SettingsGroup[]; current: SettingsPage | undefined };

/** The menu's button, naming the page shown: the same before and after the menu has loaded. */
export function SettingsMenuButton({
  current,
  ...props
}: ComponentProps<"button"> & { current: SettingsPage | undefined }) {
  return (
    <button
      type="button"
      className="flex w-full items-center justify-between gap-3 rounded-xl border border-forest-900/15 bg-white px-4 py-3 text-left shadow-sm data-[state=open]:border-forest-600"
      {...props}
    >
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
    </button>
  );
}
