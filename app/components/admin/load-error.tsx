import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { errorMessage, isNotFound } from "~/lib/error-message";

type Props = {
  /** What failed to load, e.g. "Error loading dashboard data". */
  title: string;
  error: unknown;
  /** Shown for a 404, and when the error says nothing itself. */
  notFoundMessage?: string;
  /** Asks again; offered unless the record does not exist. */
  onRetry?: () => void;
  retrying?: boolean;
  /** A way out (e.g. back to the list), shown beside Try again. */
  action?: ReactNode;
  /** A screen that failed as a whole titles it with its h1; a part of a screen with an h2. */
  headingLevel?: 1 | 2;
  className?: string;
};

/** The error view standing on its own among cards (not inside one), e.g. on the dashboard. */
export const errorPanelClass = "rounded-2xl border border-red-200 bg-white shadow-sm";

/** Every admin screen's error view: what failed, why, and Try again. */
export function LoadError({
  title,
  error,
  notFoundMessage,
  onRetry,
  retrying = false,
  action,
  headingLevel = 2,
  className,
}: Props) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const notFound = isNotFound(error);
  const message =
    notFound && notFoundMessage ? notFoundMessage : errorMessage(error, notFoundMessage);
  return (
    <div
      role="alert"
      className={cx(
        "flex flex-col items-center gap-2 px-6 py-10 text-center",
        headingLevel === 1 && ["mx-auto max-w-lg", errorPanelClass],
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <Heading className="mt-2 text-lg font-semibold text-forest-950 sm:text-xl">{title}</Heading>
      <p className="max-w-prose break-words text-ink-muted">{message}</p>
      {(onRetry && !notFound) || action ? (
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {onRetry && !notFound ? (
            <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
              <RotateCw aria-hidden className="size-4" />
              {retrying ? "Retrying..." : "Try again"}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
