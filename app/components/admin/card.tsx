import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/** The white, rounded, bordered surface of every admin card, panel and list. */
export const cardSurface = "min-w-0 rounded-2xl border border-forest-900/10 bg-white shadow-sm";

type CardProps = {
  /** The heading's id: the card is a region labelled by it. */
  headingId: string;
  /** The card's heading (an h2). Without one the card has none of its own: its body holds it. */
  title?: ReactNode;
  /** One sentence under the title. */
  description?: ReactNode;
  descriptionId?: string;
  icon?: LucideIcon;
  /** Beside the title, e.g. 'View all' or the card's buttons. */
  action?: ReactNode;
  /**
   * `padded` (the default) pads what is inside; `flush` leaves it to the content (a table
   * that runs to the card's edges, or a body with its own layout).
   */
  body?: "padded" | "flush";
  className?: string;
  /** `small` keeps the heading at its phone size on wide screens too (the dashboard's charts). */
  headingSize?: "default" | "small";
  headingClassName?: string;
  children: ReactNode;
};

/**
 * An admin card: a section with an optional header (icon, heading, description, action) above
 * its body. Settings, the dashboard, the People screen and the record pages are built of them.
 */
export function AdminCard({
  headingId,
  title,
  description,
  descriptionId,
  icon: Icon,
  action,
  body = "padded",
  className,
  headingSize = "default",
  headingClassName,
  children,
}: CardProps) {
  const padding = "px-5 sm:px-6";
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className={cx(cardSurface, !title && body === "padded" && "p-6", className)}
    >
      {title ? (
        <div
          className={cx(
            "flex flex-wrap gap-x-4 gap-y-3 border-b border-forest-900/10 py-4 sm:py-5",
            description ? "items-start" : "items-center",
            padding,
          )}
        >
          {/* Title and icon keep together; the action wraps below them when space runs out. */}
          <div className="flex min-w-0 flex-[1_1_10rem] items-start gap-4">
            {Icon ? (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
                <Icon aria-hidden className="size-5" />
              </span>
            ) : null}
            <div className="min-w-0 flex-1">
              <h2
                id={headingId}
                className={cx(
                  "text-lg font-semibold text-forest-950",
                  headingSize === "default" && "sm:text-xl",
                  headingClassName,
                )}
              >
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-0.5 text-sm text-ink-muted">
                  {description}
                </p>
              ) : null}
            </div>
          </div>
          {action ? (
            <div className="flex min-w-0 flex-wrap items-center gap-3">{action}</div>
          ) : null}
        </div>
      ) : null}
      {title && body === "padded" ? (
        <div className={cx("py-6", padding)}>{children}</div>
      ) : (
        children
      )}
    </section>
  );
}
