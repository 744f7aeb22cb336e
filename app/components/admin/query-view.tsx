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
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** A panel fed by one query: its loading, error (with Try again), empty and filled states. */
export function QueryView<T>({ query, loading, errorTitle, empty, isEmpty, children }: Props<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
