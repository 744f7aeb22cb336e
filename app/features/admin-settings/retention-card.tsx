import { zodResolver } from "@hookform/resolvers/zod";
import {
  RETENTION_MONTHS,
  type RetentionSettings,
  retentionPayload,
} from "@shared/schemas/personal-data";
import { CalendarClock, Timer } from "lucide-react";
import { useForm } from "react-hook-form";
import { AdminCard } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useRetention, useSaveRetention } from "./api";

const submissions = (n: number) => `${n} submission${n === 1 ? "" : "s"}`;

/** How long submissions are kept (contract §12; admins only): the privacy policy's promise. */
export function RetentionCard({ className }: { className?: string }) {
  const retention = useRetention();
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
        {(settings) => <RetentionForm settings={settings} />}
      </QueryView>
    </AdminCard>
  );
}

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const save = useSaveRetention();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(retentionPayload), values: { months: settings.months } });

  const onSubmit = ({ months }: { months: number }) =>
    save.mutate(months, {
      onSuccess: (saved) =>
        toast({
          title: "Retention period saved",
          description: `Submissions are deleted ${saved.months} months after their last update.`,
          variant: "success",
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setError("months", { message: error.message }, { shouldFocus: true });
        }
        toast({
          title: "Could not save",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });

  return (
    <div className="grid gap-5">
      <p className="text-forest-950">
        Submissions are deleted{" "}
        <strong className="font-semibold tabular-nums">{settings.months} months</strong> after their
        last update.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Retention period">
        <FormField
          id="retention-months"
          label="Months after the last update"
          required
          hint={`A whole number from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}. The privacy policy promises at most ${RETENTION_MONTHS.default}: change it before you choose more.`}
          error={errors.months?.message}
        >
          {(aria) => (
            <div className="flex flex-wrap gap-3">
              {/* The control fills its box: the box sets the width of a 3-digit number. */}
              <div className="w-28">
                <Input
                  {...aria}
                  type="number"
                  inputMode="numeric"
                  min={RETENTION_MONTHS.min}
                  max={RETENTION_MONTHS.max}
                  step={1}
                  className="tabular-nums"
                  {...register("months", { valueAsNumber: true })}
                />
              </div>
              <Button type="submit" size="field" disabled={save.isPending || !isDirty}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </div>
          )}
        </FormField>
      </form>
      <p className="flex items-start gap-3 rounded-xl border border-forest-900/10 bg-forest-50/70 px-4 py-3 text-sm text-forest-950">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
        <span>
          {settings.dueNow === 0 ? (
            "No submission is due now. Each day at 03:30 Detroit time, whatever has fallen due is deleted."
          ) : (
            <>
              <strong className="font-semibold tabular-nums">
                {submissions(settings.dueNow)} {settings.dueNow === 1 ? "is" : "are"} due now.
              </strong>{" "}
              The next daily run, at 03:30 Detroit time, deletes{" "}
              {settings.dueNow === 1 ? "it" : "them"}.
            </>
          )}
        </span>
      </p>
    </div>
  );
}
