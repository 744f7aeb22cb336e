import { zodResolver } from "@hookform/resolvers/zod";
import { scorecardPayload } from "@shared/schemas/reviews";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormProblem } from "~/components/admin/form-footer";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { errorMessage } from "~/lib/error-message";
import { SUBMISSION_KINDS } from "~/lib/submission-kinds";
import { toast } from "~/lib/toast-store";
import type { CriterionFieldName, ScorecardFormProps, ScorecardView } from "./scorecard-view";

type FormValues = z.input<typeof scorecardPayload>;

/** A criterion's field as the stand-in names it: its index and which. */
const CRITERION_FIELD = /^criteria\.(\d+)\.(label|key|weight|description)$/;

/**
 * The scorecard's form (admins, contract §14): the form library and the shared schema's checks,
 * loaded on first use (`scorecards-card.tsx`), starting from what was `typed` meanwhile and drawn
 * with the card's `View`. Changing a weight re-scores every record of the kind.
 */
export function ScorecardForm({
  kind,
  saved,
  save,
  typed,
  View,
}: ScorecardFormProps & HandedOver & { View: typeof ScorecardView }) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(scorecardPayload), defaultValues: saved });
  const { fields, append, remove, move } = useFieldArray({ control, name: "criteria" });

  // What was written in the stand-in is a change to the saved scorecard, as if written here (the
  // weight is a number, as `valueAsNumber` reads it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes over
  useEffect(() => {
    for (const [name, value] of Object.entries(typed)) {
      const [, index, field] = CRITERION_FIELD.exec(name) ?? [];
      if (typeof value !== "string" || !saved.criteria[Number(index)]) continue;
      const path = name as CriterionFieldName;
      if (field === "weight") setValue(path, Number(value), { shouldDirty: true });
      else setValue(path, value, { shouldDirty: true });
    }
  }, []);

  const onSubmit = (values: FormValues) => {
    setProblem(null);
    save.mutate(scorecardPayload.parse(values), {
      onSuccess: (stored) => {
        reset(stored);
        toast({
          title: "Scorecard saved",
          description: SUBMISSION_KINDS[kind].listTitle,
          variant: "success",
        });
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <View
      saved={saved}
      criteria={fields}
      fieldProps={(name, _index, field) =>
        register(name, field === "weight" ? { valueAsNumber: true } : {})
      }
      errors={(index) => {
        const fieldErrors = errors.criteria?.[index];
        return {
          label: fieldErrors?.label?.message,
          key: fieldErrors?.key?.message,
          weight: fieldErrors?.weight?.message,
          description: fieldErrors?.description?.message,
        };
      }}
      listError={errors.criteria?.message}
      problem={<FormProblem problem={problem} />}
      onMove={move}
      onRemove={remove}
      onAdd={() => append({ key: "", label: "", weight: 1, description: "" })}
      saving={save.isPending}
      canSave={isDirty}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
