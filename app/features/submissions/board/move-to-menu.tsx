import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import { ArrowRightLeft } from "lucide-react";
import type { Ref } from "react";
import { MenuItem, menuContentClass } from "~/components/admin/menu-item";
import { StatusBadge } from "~/components/admin/status-badge";
import { cn } from "~/lib/cn";

/** "Move to…": the card's other statuses, for those who do not drag (and on phones). */
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
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-forest-800 hover:bg-forest-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 data-[state=open]:bg-forest-100"
      >
        <ArrowRightLeft aria-hidden className="size-3.5" />
        {/* Heard as "Move Alpha Farms to…": the visible words stay in the name, in order. */}
        <span>
          Move <span className="sr-only">{name} </span>to…
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cn(menuContentClass, "min-w-40")}
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
