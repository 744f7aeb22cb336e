import { ArrowRightLeft } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * "Move to…", the button of a card's status menu (`MoveToMenu`, which hands it Radix's trigger
 * props), drawn alone until the board's menus have loaded.
 */
export function MoveToButton({
  name,
  ...button
}: ComponentProps<"button"> & {
  /** The card's name: heard in the button's name ("Move Alpha Farms to…"). */
  name: string;
}) {
  return (
    <button
      type="button"
      {...button}
      className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-forest-800 hover:bg-forest-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 data-[state=open]:bg-forest-100"
    >
      <ArrowRightLeft aria-hidden className="size-3.5" />
      {/* Heard as "Move Alpha Farms to…": the visible words stay in the name, in order. */}
      <span>
        Move <span className="sr-only">{name} </span>to…
      </span>
    </button>
  );
}
