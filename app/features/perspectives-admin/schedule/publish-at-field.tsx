import { site } from "@shared/config/site";
import { Controller, useWatch } from "react-hook-form";
import { fromZonedInput, toZonedInput } from "~/lib/zoned-time";
import { usePerspectiveFormContext } from "../perspective-form-checks";
import { PublishAtView, suggestedMoment } from "./publish-at-view";

/**
 * When a published perspective goes live (`PublishAtView`). The form holds the moment as ISO
 * 8601 ("" for now); the server makes a future moment a schedule and a past one a publication
 * at once. Shown while the perspective is to be published and is not live yet (a live one has
 * no schedule to set).
 */
export function PublishAtField({ live }: { live: boolean }) {
  const { control, formState } = usePerspectiveFormContext();
  const published = useWatch({ control, name: "published" });
  if (!published || live) return null;
  return (
    <Controller
      control={control}
      name="publishAt"
      render={({ field }) => (
        <PublishAtView
          value={field.value}
          choice={(scheduled) => ({
            checked: scheduled === (field.value !== ""),
            onChange: () => field.onChange(scheduled ? suggestedMoment() : ""),
          })}
          moment={() => ({
            value: toZonedInput(field.value, site.timeZone),
            onChange: (event) => {
              const moment = fromZonedInput(event.target.value, site.timeZone);
              if (moment) field.onChange(moment);
            },
            onBlur: field.onBlur,
          })}
          error={formState.errors.publishAt?.message}
        />
      )}
    />
  );
}
