import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { paths } from "@shared/config/paths";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import {
  menuDangerItemClass,
  menuItemClass,
  RowActionsMenu,
} from "~/components/admin/row-actions-menu";
import { showDraftPreviewToast } from "./preview";

/** A list row's Edit, View and Delete (Radix menu: arrow keys move, Escape closes). */
export function PerspectiveActionsMenu({
  perspective,
  onDelete,
}: {
  perspective: PerspectiveSummary;
  /** Delete chosen; `trigger` is the menu's button, where focus returns afterwards. */
  onDelete: (trigger: HTMLButtonElement | null) => void;
}) {
  return (
    <RowActionsMenu label={`Actions for ${perspective.title}`}>
      {(trigger) => (
        <>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.admin.perspective(perspective.id)}>
              <Pencil aria-hidden className="size-4 text-forest-700" />
              Edit
            </Link>
          </DropdownMenu.Item>
          {perspective.published ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <a href={paths.perspective(perspective.slug)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden className="size-4 text-forest-700" />
                View
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={menuItemClass} onSelect={showDraftPreviewToast}>
              <ExternalLink aria-hidden className="size-4 text-forest-700" />
              View
              <span className="ml-auto pl-3 text-xs text-ink-muted">Draft</span>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-forest-900/10" />
          <DropdownMenu.Item
            className={menuDangerItemClass}
            onSelect={() => onDelete(trigger.current)}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </DropdownMenu.Item>
        </>
      )}
    </RowActionsMenu>
  );
}
