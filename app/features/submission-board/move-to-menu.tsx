import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-status";
import { ArrowRightLeft } from "lucide-react";
import type { Ref } from "react";
import { StatusBadge } from "~/components/admin/status-badge";

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-950";

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
          className="z-50 min-w-40 rounded-xl border border-forest-900/10 bg-white p-1.5 shadow-lg shadow-forest-950/10"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-ink-muted">
            Move to
          </DropdownMenu.Label>
          {SUBMISSION_STATUSES.filter((other) => other !== status).map((other) => (
            <DropdownMenu.Item key={other} className={itemClass} onSelect={() => onMove(other)}>
              <StatusBadge status={other} />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
