import { Tags } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "~/lib/cx";

const triggerClass =
  "inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-forest-800 hover:bg-forest-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 data-[state=open]:bg-forest-100 disabled:opacity-60";

/**
 * "Tags…", the button of a record's tag menu (`TagPicker`, which hands it Radix's trigger props),
 * drawn alone on a board card until the board's menus have loaded.
 */
export function TagPickerButton({
  label,
  name,
  className,
  ...button
}: ComponentProps<"button"> & {
  /** The button's visible words ("Tags" on a card; "Edit tags" under a Tags heading). */
  label: string;
  /** The record's name: heard in the button's name ("Tags of Alpha Farms"). */
  name: string;
}) {
  return (
    <button type="button" {...button} className={cx(triggerClass, className)}>
      <Tags aria-hidden className="size-3.5" />
      <span>
        {label}
        <span className="sr-only"> of {name}</span>
      </span>
    </button>
  );
}
