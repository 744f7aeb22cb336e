import { cx } from "~/lib/cx";
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
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        STATUS_STYLES[status] ?? STATUS_STYLES.archived,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

const BADGE_TONES = {
  forest: "bg-forest-50 text-forest-900 ring-forest-600/20",
  wheat: "bg-wheat-50 text-soil-800 ring-wheat-600/30",
  blue: "bg-blue-100 text-blue-900 ring-blue-600/20",
  green: "bg-green-100 text-green-900 ring-green-600/20",
  gray: "bg-gray-100 text-gray-800 ring-gray-500/20",
} as const;
export type BadgeTone = keyof typeof BADGE_TONES;

/** A label chip: sectors (forest), stages (wheat), a share's state. */
export function Badge({
  children,
  tone = "forest",
}: {
  children: React.ReactNode;
  tone?: BadgeTone;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
