import { Loader2 } from "lucide-react";
import { cx } from "~/lib/cx";

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cx("flex items-center justify-center gap-3 p-10 text-ink-muted", className)}
    >
      <Loader2 aria-hidden className="size-6 animate-spin text-forest-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
