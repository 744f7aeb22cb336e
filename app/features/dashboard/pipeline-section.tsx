import { lazy, Suspense, useEffect } from "react";
import { errorPanelClass } from "~/components/admin/load-error";
import { QueryView } from "~/components/admin/query-view";
import { Spinner } from "~/components/ui/spinner";
import { usePipeline } from "./api";

// With the chart library, in its own chunk (see charts-section.tsx).
const loadPipelineChart = () => import("./charts/pipeline-chart");
const PipelineChart = lazy(loadPipelineChart);

/** How long submissions spend in each status (contract §14), for the roles that work them. */
export function PipelineSection() {
  const pipeline = usePipeline();
  useEffect(() => {
    void loadPipelineChart();
  }, []);
  return (
    // No landmark of its own: the card inside is the "Pipeline" region.
    <div className="grid gap-6">
      <QueryView
        query={pipeline}
        loading="Loading the pipeline"
        errorTitle="Error loading the pipeline"
        errorClassName={errorPanelClass}
      >
        {(data) => (
          <Suspense fallback={<Spinner label="Loading the pipeline" />}>
            <PipelineChart pipeline={data} />
          </Suspense>
        )}
      </QueryView>
    </div>
  );
}
