import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { paths } from "@shared/config/paths";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { ExternalLink, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { showDraftPreviewToast } from "./preview";

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-950";

/** A list row's Edit, View and Delete (Radix menu: arrow keys move, Escape closes). */
export function PerspectiveActionsMenu({
  perspective,
  onDelete,
}: {
  perspective: PerspectiveSummary;
  /** Delete chosen; `trigger` is the menu's button, where focus returns afterwards. */
  onDelete: (trigger: HTMLButtonElement | null) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="inline-flex size-9 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-100 data-[state=open]:bg-forest-100"
        aria-label={`Actions for ${perspective.title}`}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-xl border border-forest-900/10 bg-white p-1.5 shadow-lg shadow-forest-950/10"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.admin.perspective(perspective.id)}>
              <Pencil aria-hidden className="size-4 text-forest-700" />
              Edit
            </Link>
          </DropdownMenu.Item>
          {perspective.published ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={paths.perspective(perspective.slug)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden className="size-4 text-forest-700" />
                View
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClass} onSelect={showDraftPreviewToast}>
              <ExternalLink aria-hidden className="size-4 text-forest-700" />
              View
              <span className="ml-auto pl-3 text-xs text-ink-muted">Draft</span>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-forest-900/10" />
          <DropdownMenu.Item
            className={cn(
              itemClass,
              "text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900",
            )}
            onSelect={() => onDelete(trigger.current)}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
