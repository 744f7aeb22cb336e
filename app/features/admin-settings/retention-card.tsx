import { Timer } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { drawnWith, loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { QueryView } from "~/components/admin/query-view";
import { useRetention, useSaveRetention } from "./api";
import { type RetentionPeriodProps, RetentionView } from "./retention-view";

/**
 * The period's form: its form library and checks load when it is first used (ADR 052); until
 * then the same form is drawn without them.
 */
const RetentionPeriod = loadOnFirstUse(
  () => import("./retention-form").then((module) => drawnWith(module.RetentionForm, RetentionView)),
  function RetentionStandIn({ settings }: RetentionPeriodProps) {
    // Save is offered once the period differs from the saved one, as in the real form, so that
    // Enter sends it before the code has arrived (a form whose button is disabled sends nothing).
    const [changed, setChanged] = useState(false);
    const drawn = String(settings.months);
    return (
      <RetentionView
        settings={settings}
        monthsProps={{
          name: "months",
          defaultValue: drawn,
          onChange: async (event) => setChanged(event.target.value !== drawn),
        }}
        canSave={changed}
      />
    );
  },
);

/** How long submissions are kept (contract §12; admins only): the privacy policy's promise. */
export function RetentionCard({ className }: { className?: string }) {
  const retention = useRetention();
  const save = useSaveRetention();
  return (
    <AdminCard
      headingId="data-retention"
      title="Data retention"
      description="How long submissions and sent e-mail are kept, as the privacy policy promises."
      icon={Timer}
      className={className}
    >
      <QueryView
        query={retention}
        loading="Loading the retention period"
        errorTitle="Error loading the retention period"
      >
        {(settings) => <RetentionPeriod settings={settings} save={save} />}
      </QueryView>
    </AdminCard>
  );
}
