import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/cx";
import { TOOL_GROUPS, type Tool } from "./toolbar-tools";

/** A tool's button: the editor's, and its outline in the stand-in. */
export const TOOL_BOX = "inline-flex size-8 items-center justify-center rounded-md";
/** The HTML view's toggle at the end of the toolbar row. */
export const SOURCE_TOGGLE_BOX =
  "ml-auto inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold";

/** A tool's colours: pressed (a mark that applies, the HTML view shown) or not; hover when usable. */
export function toolColors(pressed: boolean, usable = true): string {
  return pressed
    ? cx("bg-forest-800 text-white", usable && "hover:bg-forest-900")
    : cx("text-forest-900", usable && "hover:bg-forest-100");
}

type ToolbarLayoutProps = ComponentProps<"div"> & { draw: (tool: Tool) => ReactNode };

/**
 * The formatting tools in their groups, with a rule between groups (not on a phone, where
 * they wrap). Without TipTap, so that the stand-in draws the same row before the editor loads.
 */
export function ToolbarLayout({ draw, ...props }: ToolbarLayoutProps) {
  return (
    <div {...props} className="flex flex-wrap items-center gap-1">
      {TOOL_GROUPS.map((group, groupIndex) => (
        <div key={group[0]?.name} className="flex items-center gap-0.5">
          {groupIndex > 0 ? (
            <span aria-hidden className="mx-0.5 h-5 w-px bg-forest-900/15 max-sm:hidden" />
          ) : null}
          {group.map(draw)}
        </div>
      ))}
    </div>
  );
}
