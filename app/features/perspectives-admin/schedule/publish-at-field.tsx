import { site } from "@shared/config/site";
import { Controller, useWatch } from "react-hook-form";
import { Input } from "~/components/ui/form-field";
import { fromZonedInput, toZonedInput, zoneName } from "~/lib/zoned-time";
import { usePerspectiveFormContext } from "../perspective-form-values";

const HOUR = 3_600_000;

/** A schedule's first suggestion: the next full hour after the coming one. */
const suggestedMoment = () => new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR).toISOString();

/**
 * When a published perspective goes live (contract §15): "Publish now", or "Schedule" at a
 * date and time in the company's time zone, labelled as such (the browser's own zone may
 * differ). The form holds the moment as ISO 8601 ("" for now); the server makes a future
 * moment a schedule and a past one a publication at once. Shown while the perspective is to
 * be published and is not live yet (a live one has no schedule to set).
 */
export function PublishAtField({ live }: { live: boolean }) {
  const { control, formState } = usePerspectiveFormContext();
  const published = useWatch({ control, name: "published" });
  if (!published || live) return null;
  const zone = `${zoneName(site.timeZone)}, ${site.timeZone.replace("_", " ")}`;
  const error = formState.errors.publishAt?.message;
  return (
    <Controller
      control={control}
      name="publishAt"
      render={({ field }) => {
        const scheduled = field.value !== "";
        return (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-semibold text-forest-950">When</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="perspective-when"
                  checked={!scheduled}
                  onChange={() => field.onChange("")}
                  className="size-4 accent-forest-700"
                />
                Publish now
              </label>
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="perspective-when"
                  checked={scheduled}
                  onChange={() => field.onChange(suggestedMoment())}
                  className="size-4 accent-forest-700"
                />
                Schedule
              </label>
            </div>
            {scheduled ? (
              <div className="grid max-w-xs gap-1.5">
                <label
                  htmlFor="perspective-publish-at"
                  className="text-sm font-semibold text-forest-950"
                >
                  Publish at ({zone})
                </label>
                <Input
                  id="perspective-publish-at"
                  type="datetime-local"
                  value={toZonedInput(field.value, site.timeZone)}
                  onChange={(event) => {
                    const moment = fromZonedInput(event.target.value, site.timeZone);
                    if (moment) field.onChange(moment);
                  }}
                  onBlur={field.onBlur}
                  aria-describedby="perspective-publish-at-hint"
                  aria-invalid={Boolean(error)}
                />
                <p id="perspective-publish-at-hint" className="text-xs text-ink-muted">
                  It goes live within a minute of this time. A time already past publishes it at
                  once.
                </p>
                {error ? (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
