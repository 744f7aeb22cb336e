import { site } from "@shared/config/site";
import type { ComponentProps } from "react";
import { Input } from "~/components/ui/form-field";
import { toZonedInput, zoneName } from "~/lib/zoned-time";

/** The choice's field name, and what it says when the person chose in the form's stand-in. */
export const WHEN_FIELD = "perspective-when";
export const WHEN = { now: "now", schedule: "schedule" } as const;

const HOUR = 3_600_000;

/** A schedule's first suggestion: the next full hour after the coming one. */
export const suggestedMoment = () =>
  new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR).toISOString();

/**
 * When a published perspective goes live (contract §15): "Publish now", or "Schedule" at a
 * date and time in the company's time zone, labelled as such (the browser's own zone may
 * differ). `value` is the moment as ISO 8601 ("" for now). The form's stand-in draws it with
 * the radios' and the moment's initial values (`choice`, `moment`), the form with its handlers.
 */
export function PublishAtView({
  value,
  choice,
  moment,
  error,
}: {
  value: string;
  choice: (scheduled: boolean) => ComponentProps<"input">;
  /** The moment's field's props, asked for once it is shown (scheduled). */
  moment: () => ComponentProps<"input">;
  error?: string;
}) {
  const zone = `${zoneName(site.timeZone)}, ${site.timeZone.replace("_", " ")}`;
  const scheduled = value !== "";
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-forest-950">When</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={WHEN_FIELD}
            value={WHEN.now}
            {...choice(false)}
            className="size-4 accent-forest-700"
          />
          Publish now
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={WHEN_FIELD}
            value={WHEN.schedule}
            {...choice(true)}
            className="size-4 accent-forest-700"
          />
          Schedule
        </label>
      </div>
      {scheduled ? (
        <div className="grid max-w-xs gap-1.5">
          <label htmlFor="perspective-publish-at" className="text-sm font-semibold text-forest-950">
            Publish at ({zone})
          </label>
          <Input
            id="perspective-publish-at"
            type="datetime-local"
            {...moment()}
            aria-describedby="perspective-publish-at-hint"
            aria-invalid={Boolean(error)}
          />
          <p id="perspective-publish-at-hint" className="text-xs text-ink-muted">
            It goes live within a minute of this time. A time already past publishes it at once.
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
}

/** The schedule as the form's stand-in draws it: the saved choice, not yet changeable. */
export function PublishAtStandIn({ value }: { value: string }) {
  return (
    <PublishAtView
      value={value}
      choice={(scheduled) => ({ defaultChecked: scheduled === (value !== "") })}
      moment={() => ({ defaultValue: toZonedInput(value, site.timeZone) })}
    />
  );
}
