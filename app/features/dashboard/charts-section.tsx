import { lazy, Suspense, useEffect } from "react";
import { errorPanelClass } from "~/components/admin/load-error";
import { QueryView } from "~/components/admin/query-view";
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
      <QueryView
        query={charts}
        loading="Loading charts"
        errorTitle="Error loading the charts"
        errorClassName={errorPanelClass}
      >
        {(data) => (
          <Suspense fallback={<Spinner label="Loading charts" />}>
            <DashboardCharts charts={data} />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
