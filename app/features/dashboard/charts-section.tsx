import { lazy, Suspense, useEffect } from "react";
import { errorPanelClass } from "~/components/admin/load-error";
import { QueryView } from "~/components/admin/query-view";
import { Spinner } from "~/components/ui/spinner";
import { cx } from "~/lib/cx";
import { useNearViewport } from "~/lib/use-near-viewport";
import { useDashboardCharts } from "./api";

// The chart library is large: it loads in its own chunk, only here, and only once the charts
// come near the viewport (below the totals and the newest submissions), so the dashboard's
// first load does without it (ADR 052).
const loadCharts = () => import("./charts/dashboard-charts");
const DashboardCharts = lazy(loadCharts);

/**
 * The charts' height until they are drawn (five cards, one or two abreast), so that nothing
 * moves when they arrive.
 */
const CHARTS_SPACE = "min-h-[150rem] lg:min-h-[75rem]";

/** The charts of the inboxes' figures, for the roles that work them. */
export function ChartsSection() {
  const charts = useDashboardCharts();
  const [ref, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    // Start fetching the chunk as soon as it is wanted, not once the figures are in.
    if (near) void loadCharts();
  }, [near]);
  return (
    <section
      ref={ref}
      aria-label="Charts"
      className={cx("grid content-start gap-6", !(near && charts.data) && CHARTS_SPACE)}
    >
      <QueryView
        query={charts}
        loading="Loading charts"
        errorTitle="Error loading the charts"
        errorClassName={errorPanelClass}
      >
        {(data) =>
          near ? (
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <DashboardCharts charts={data} />
            </Suspense>
          ) : (
            <Spinner label="Loading charts" />
          )
        }
      </QueryView>
    </section>
  );
}
