import type { RetentionSettings } from "@shared/schemas/personal-data";
import { RETENTION_MONTHS } from "@shared/schemas/personal-data-texts";
import { CalendarClock } from "lucide-react";
import type { FormEventHandler } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import type { useSaveRetention } from "./api";

export type RetentionPeriodProps = {
  settings: RetentionSettings;
  /** Saving the period: the card's, so that the form loaded on use shares no module with it. */
  save: ReturnType<typeof useSaveRetention>;
};

const submissions = (n: number) => `${n} submission${n === 1 ? "" : "s"}`;

/** The retention period's form and what is due, the same before and after its form library. */
export function RetentionView({
  settings,
  monthsProps,
  error,
  saving = false,
  canSave = false,
  onSubmit,
}: Pick<RetentionPeriodProps, "settings"> & {
  /** The months field's props: its name, and the form library's handlers once it has loaded. */
  monthsProps: Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };
  error?: string;
  saving?: boolean;
  canSave?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <div className="grid gap-5">
      <p className="text-forest-950">
        Submissions are deleted{" "}
        <strong className="font-semibold tabular-nums">{settings.months} months</strong> after their
        last update.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Retention period">
        <FormField
          id="retention-months"
          label="Months after the last update"
          required
          hint={`A whole number from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}. The privacy policy promises at most ${RETENTION_MONTHS.default}: change it before you choose more.`}
          error={error}
        >
          {(aria) => (
            <div className="flex flex-wrap gap-3">
              {/* The control fills its box: the box sets the width of a 3-digit number. */}
              <div className="w-28">
                {/* Text with a numeric keyboard, not type="number": a number field has no caret
                    position to read or restore, so what is typed as its form library takes over
                    (load-on-first-use) could land beside the drawn value instead of replacing it;
                    nor does it change its value under a scrolling wheel. */}
                <Input
                  {...aria}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className="tabular-nums"
                  {...monthsProps}
                />
              </div>
              <Button type="submit" size="field" disabled={saving || !canSave}>
                {saving ? "Saving..." : "Save"}
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
