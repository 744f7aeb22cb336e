import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";
import { LoadError } from "./load-error";

type Props<T> = {
  query: UseQueryResult<T>;
  /** What the spinner announces, e.g. "Loading activity". */
  loading: string;
  /** The error view's title, e.g. "Error loading activity". */
  errorTitle: string;
  /** What a 404 says, e.g. "Startup idea not found" (no Try again then). */
  notFoundMessage?: string;
  /** A way out beside Try again, e.g. back to the list. */
  errorAction?: ReactNode;
  /** 1 when the query is the whole screen: its error view then titles the screen. */
  errorHeadingLevel?: 1 | 2;
  errorClassName?: string;
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * A screen or a panel fed by one query: its loading, error (with Try again), empty and filled
 * states. Every admin screen shows them through this, so they look and read the same.
 */
export function QueryView<T>({
  query,
  loading,
  errorTitle,
  notFoundMessage,
  errorAction,
  errorHeadingLevel,
  errorClassName,
  empty,
  isEmpty,
  children,
}: Props<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        notFoundMessage={notFoundMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        action={errorAction}
        headingLevel={errorHeadingLevel}
        className={errorClassName}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
