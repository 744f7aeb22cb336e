import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import type { Ref } from "react";
import { MenuItem, menuContentClass } from "~/components/admin/menu-item";
import { StatusBadge } from "~/components/admin/status-badge";
import { cx } from "~/lib/cx";
import { MoveToButton } from "./move-to-button";

/**
 * "Move to…": the card's other statuses, for those who do not drag (and on phones). The board
 * draws its button alone until the menus have loaded.
 */
export function MoveToMenu({
  name,
  status,
  onMove,
  triggerRef,
}: {
  name: string;
  status: SubmissionStatus;
  onMove: (to: SubmissionStatus) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} asChild>
        <MoveToButton name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cx(menuContentClass, "min-w-40")}
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-ink-muted">
            Move to
          </DropdownMenu.Label>
          {SUBMISSION_STATUSES.filter((other) => other !== status).map((other) => (
            <MenuItem key={other} onSelect={() => onMove(other)}>
              <StatusBadge status={other} />
            </MenuItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
