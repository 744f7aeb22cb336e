import { lazy, Suspense, useEffect } from "react";
import { errorPanelClass } from "~/components/admin/load-error";
import { QueryView } from "~/components/admin/query-view";
import { Spinner } from "~/components/ui/spinner";
import { cx } from "~/lib/cx";
import { useNearViewport } from "~/lib/use-near-viewport";
import { usePipeline } from "./api";

// With the chart library, in its own chunk, once near the viewport (see charts-section.tsx).
const loadPipelineChart = () => import("./charts/pipeline-chart");
const PipelineChart = lazy(loadPipelineChart);

/** How long submissions spend in each status (contract §14), for the roles that work them. */
export function PipelineSection() {
  const pipeline = usePipeline();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) void loadPipelineChart();
  }, [near]);
  return (
    // No landmark of its own: the card inside is the "Pipeline" region. Its height is kept
    // until the chart is drawn, so nothing moves when it arrives.
    <div
      ref={ref}
      className={cx("grid content-start gap-6", !(near && pipeline.data) && "min-h-96")}
    >
      <QueryView
        query={pipeline}
        loading="Loading the pipeline"
        errorTitle="Error loading the pipeline"
        errorClassName={errorPanelClass}
      >
        {(data) =>
          near ? (
            <Suspense fallback={<Spinner label="Loading the pipeline" />}>
              <PipelineChart pipeline={data} />
            </Suspense>
          ) : (
            <Spinner label="Loading the pipeline" />
          )
        }
      </QueryView>
    </div>
  );
}
