import { zodResolver } from "@hookform/resolvers/zod";
import { SCORECARD_KINDS, type ScorecardKind, WEIGHT_RANGE } from "@shared/schemas/evaluation";
import { SCORECARD_SIZE, type Scorecard, scorecardPayload } from "@shared/schemas/reviews";
import { ArrowDown, ArrowUp, ListChecks, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { AdminCard } from "~/components/admin/card";
import { FormProblem } from "~/components/admin/form-footer";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { errorMessage } from "~/lib/error-message";
import { SUBMISSION_KINDS } from "~/lib/submission-kinds";
import { toast } from "~/lib/toast-store";
import { useSaveScorecard, useScorecard } from "./api";

type FormValues = z.input<typeof scorecardPayload>;
const WEIGHTS = Array.from(
  { length: WEIGHT_RANGE.max - WEIGHT_RANGE.min + 1 },
  (_, index) => WEIGHT_RANGE.min + index,
);

/**
 * Settings → Scorecards (admins, contract §14): what reviewers score each kind on. Changing a
 * weight re-scores every record of the kind; a criterion's key stays as saved, since reviews
 * keep their scores under it.
 */
export function ScorecardsCard({ className }: { className?: string }) {
  const headingId = useId();
  const [kind, setKind] = useState<ScorecardKind>("startup-ideas");
  return (
    <AdminCard
      headingId={headingId}
      title="Scorecards"
      icon={ListChecks}
      description="The criteria reviewers score each kind of submission on, and how much each weighs."
      descriptionId={`${headingId}-description`}
      className={className}
    >
      <fieldset className="mb-5 flex flex-wrap gap-2">
        <legend className="sr-only">Scorecard for</legend>
        {SCORECARD_KINDS.map((each) => (
          <Button
            key={each}
            size="sm"
            variant={each === kind ? "primary" : "outline"}
            aria-pressed={each === kind}
            onClick={() => setKind(each)}
          >
            {SUBMISSION_KINDS[each].listTitle}
          </Button>
        ))}
      </fieldset>
      <ScorecardEditor key={kind} kind={kind} />
    </AdminCard>
  );
}

function ScorecardEditor({ kind }: { kind: ScorecardKind }) {
  const scorecard = useScorecard(kind);
  return (
    <QueryView
      query={scorecard}
      loading="Loading the scorecard"
      errorTitle="Error loading the scorecard"
    >
      {(data) => <ScorecardForm kind={kind} saved={data} />}
    </QueryView>
  );
}

function ScorecardForm({ kind, saved }: { kind: ScorecardKind; saved: Scorecard }) {
  const formId = useId();
  const save = useSaveScorecard(kind);
  const [problem, setProblem] = useState<string | null>(null);
  const savedKeys = new Set(saved.criteria.map((criterion) => criterion.key));
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(scorecardPayload), defaultValues: saved });
  const { fields, append, remove, move } = useFieldArray({ control, name: "criteria" });

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
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <ol className="grid gap-4">
        {fields.map((field, index) => {
          const id = `${formId}-${field.id}`;
          const fieldErrors = errors.criteria?.[index];
          const name = `criterion ${index + 1}`;
          return (
            <li key={field.id} className="rounded-xl border border-forest-900/10 p-4">
              <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_auto]">
                <legend className="sr-only">Criterion {index + 1}</legend>
                <FormField
                  id={`${id}-label`}
                  label="Label"
                  required
                  error={fieldErrors?.label?.message}
                >
                  {(aria) => (
                    <Input {...aria} maxLength={80} {...register(`criteria.${index}.label`)} />
                  )}
                </FormField>
                <FormField
                  id={`${id}-key`}
                  label="Key"
                  required
                  hint={savedKeys.has(field.key) ? "Saved reviews use it" : "a–z, 0–9 and -"}
                  error={fieldErrors?.key?.message}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      maxLength={40}
                      readOnly={savedKeys.has(field.key)}
                      className={cn(savedKeys.has(field.key) && "bg-forest-50")}
                      {...register(`criteria.${index}.key`)}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-weight`}
                  label="Weight"
                  required
                  error={fieldErrors?.weight?.message}
                >
                  {(aria) => (
                    <Select
                      {...aria}
                      {...register(`criteria.${index}.weight`, { valueAsNumber: true })}
                    >
                      {WEIGHTS.map((weight) => (
                        <option key={weight} value={weight}>
                          {weight}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField
                  id={`${id}-description`}
                  label="Description"
                  error={fieldErrors?.description?.message}
                  className="sm:col-span-3"
                >
                  {(aria) => (
                    <Textarea
                      {...aria}
                      rows={2}
                      maxLength={500}
                      {...register(`criteria.${index}.description`)}
                    />
                  )}
                </FormField>
              </fieldset>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move ${name} up`}
                >
                  <ArrowUp aria-hidden className="size-4" />
                  Up
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${name} down`}
                >
                  <ArrowDown aria-hidden className="size-4" />
                  Down
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-800 hover:bg-red-50"
                  disabled={fields.length <= SCORECARD_SIZE.min}
                  onClick={() => remove(index)}
                  aria-label={`Remove ${name}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.criteria?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.criteria.message}
        </p>
      ) : null}
      <FormProblem problem={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= SCORECARD_SIZE.max}
          onClick={() => append({ key: "", label: "", weight: 1, description: "" })}
        >
          <Plus aria-hidden className="size-4" />
          Add criterion
        </Button>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? "Saving..." : "Save scorecard"}
        </Button>
      </div>
    </form>
  );
}
