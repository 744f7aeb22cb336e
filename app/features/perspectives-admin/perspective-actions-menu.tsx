import { paths } from "@shared/config/paths";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { MenuItem, MenuSeparator } from "~/components/admin/menu-item";
import type { RowActionsButton } from "~/components/admin/row-actions-button";
import { RowActionsMenu } from "~/components/admin/row-actions-menu";
import { useOpenPreview } from "./schedule/open-preview";
import { publicationStatusText } from "./schedule/publication-status";

export type PerspectiveActionsProps = {
  /** The menu button's accessible name. */
  label: string;
  perspective: PerspectiveSummary;
  /** Delete chosen; `trigger` is the menu's button, where focus returns afterwards. */
  onDelete: (trigger: HTMLButtonElement | null) => void;
};

/**
 * A list row's Edit, View (or Preview, when not public yet) and Delete (Radix menu: arrow keys
 * move, Escape closes), loaded on first use by the list (`rowActionsOnUse`).
 */
export function PerspectiveActionsMenu({
  label,
  perspective,
  onDelete,
  View,
}: PerspectiveActionsProps & HandedOver & { View: typeof RowActionsButton }) {
  const openPreview = useOpenPreview(perspective.id);
  return (
    <RowActionsMenu label={label} View={View}>
      {(trigger) => (
        <>
          <MenuItem icon={Pencil} to={paths.admin.perspective(perspective.id)}>
            Edit
          </MenuItem>
          {perspective.status === "published" ? (
            <MenuItem icon={ExternalLink} newTabHref={paths.perspective(perspective.slug)}>
              View
            </MenuItem>
          ) : (
            <MenuItem icon={ExternalLink} onSelect={openPreview}>
              Preview
              <span className="ml-auto pl-3 text-xs text-ink-muted">
                {publicationStatusText({ status: perspective.status, publishAt: null })}
              </span>
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem icon={Trash2} danger onSelect={() => onDelete(trigger.current)}>
            Delete
          </MenuItem>
        </>
      )}
    </RowActionsMenu>
  );
}
