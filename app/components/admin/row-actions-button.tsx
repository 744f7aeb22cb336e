import { MoreHorizontal } from "lucide-react";
import type { ComponentProps, ComponentType } from "react";
import { drawnWith, type HandedOver, loadOnFirstUse } from "./load-on-first-use";

/**
 * A list row's "…" button, which opens its actions menu (`RowActionsMenu`, which hands it Radix's
 * trigger props and ref).
 */
export function RowActionsButton({
  label,
  ...button
}: Omit<ComponentProps<"button">, "aria-label"> & {
  /** The accessible name, e.g. "Actions for Soil health". */
  label: string;
}) {
  return (
    <button
      type="button"
      {...button}
      aria-label={label}
      className="inline-flex size-9 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-100 data-[state=open]:bg-forest-100"
    >
      <MoreHorizontal aria-hidden className="size-5" />
    </button>
  );
}

/** Until its menu's code has loaded: the same button, which says it opens a menu. */
function RowActionsStandIn({ label }: { label: string }) {
  return <RowActionsButton label={label} aria-haspopup="menu" aria-expanded={false} />;
}

/**
 * A row's actions menu whose code (Radix's menu, and the menu's own) loads on first use (ADR
 * 052): the button is drawn at once, and the pointer entering it, a finger touching it or the
 * focus reaching it loads the menu, which takes its place; a press meanwhile opens it. The menu
 * is handed the button (`View`) rather than importing it, so the button stays with the screens.
 */
export function rowActionsOnUse<Props extends { label: string }>(
  load: () => Promise<ComponentType<Props & HandedOver & { View: typeof RowActionsButton }>>,
): ComponentType<Props> {
  return loadOnFirstUse<Props>(
    () =>
      load().then((menu) => drawnWith(menu, RowActionsButton) as ComponentType<Props & HandedOver>),
    RowActionsStandIn,
  );
}
