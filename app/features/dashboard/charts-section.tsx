import { lazy, Suspense, useEffect } from "react";
import { LoadError } from "~/components/admin/load-error";
import { Spinner } from "~/components/ui/spinner";
import { useDashboardCharts } from "./api";

// The chart library is large: it loads in its own chunk, in parallel with the figures, and
// only here, so neither the dashboard's first paint nor any public page waits for it.
const loadCharts = () => import("./charts/dashboard-charts");
const DashboardCharts = lazy(loadCharts);

/** The charts of the inboxes' figures, for the roles that work them. */
export function ChartsSection() {
  const charts = useDashboardCharts();
  useEffect(() => {
    // Start fetching the chunk now, not once the figures are in.
    void loadCharts();
  }, []);
  return (
    <section aria-label="Charts" className="grid gap-6">
      {charts.isPending ? (
        <Spinner label="Loading charts" />
      ) : charts.isError ? (
        <LoadError
          title="Error loading the charts"
          error={charts.error}
          onRetry={() => void charts.refetch()}
          retrying={charts.isFetching}
          className="rounded-2xl border border-red-200 bg-white shadow-sm"
        />
      ) : (
        <Suspense fallback={<Spinner label="Loading charts" />}>
          <DashboardCharts charts={charts.data} />
        </Suspense>
      )}
    </section>
  );
}
