import { cn } from "~/lib/cn";
import { statusLabel } from "~/lib/submission-kinds";

// Spec: new blue, reviewing yellow, contacted green, archived (and anything else) grey.
const STATUS_STYLES: Record<string, string> = {
  new: "bg-blue-100 text-blue-900 ring-blue-600/20",
  reviewing: "bg-yellow-100 text-yellow-900 ring-yellow-600/30",
  contacted: "bg-green-100 text-green-900 ring-green-600/20",
  archived: "bg-gray-100 text-gray-800 ring-gray-500/20",
};

/** A submission's status, capitalised and coloured. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        STATUS_STYLES[status] ?? STATUS_STYLES.archived,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

/** A neutral label chip: sectors, stages. */
export function Badge({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-medium text-forest-900 ring-1 ring-forest-600/20 ring-inset",
        className,
      )}
    >
      {children}
    </span>
  );
}
