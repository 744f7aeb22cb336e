import { zodResolver } from "@hookform/resolvers/zod";
import { retentionPayload } from "@shared/schemas/personal-data";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { ApiError } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { withTyped } from "~/lib/typed-values";
import type { RetentionPeriodProps, RetentionView } from "./retention-view";

/**
 * The retention period's form (admins only): the form library and the shared schema's checks,
 * loaded on first use (`retention-card.tsx`), starting from what was `typed` meanwhile and drawn
 * with the card's `View`.
 */
export function RetentionForm({
  settings,
  save,
  typed,
  View,
}: RetentionPeriodProps & HandedOver & { View: typeof RetentionView }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(retentionPayload), values: { months: settings.months } });

  // What was typed in the stand-in is a change to the saved period, as if typed here (the field
  // reads a number, as `valueAsNumber` does: an empty field is not one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes over
  useEffect(() => {
    const drawn = String(settings.months);
    const { months } = withTyped({ months: drawn }, typed);
    if (months !== drawn)
      setValue("months", months.trim() === "" ? Number.NaN : Number(months), {
        shouldDirty: true,
      });
  }, []);

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
    <View
      settings={settings}
      monthsProps={register("months", { valueAsNumber: true })}
      error={errors.months?.message}
      saving={save.isPending}
      canSave={isDirty}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
