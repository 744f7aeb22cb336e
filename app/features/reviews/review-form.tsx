import { zodResolver } from "@hookform/resolvers/zod";
import {
  RECOMMENDATIONS,
  type Recommendation,
  SCORE_RANGE,
  type ScorecardCriterion,
} from "@shared/schemas/evaluation";
import { RECOMMENDATION_LABELS, REVIEW_COMMENT_MAX, type Review } from "@shared/schemas/reviews";
import { type ReactNode, useId, useMemo, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { FormFooter } from "~/components/admin/form-footer";
import { FormField, Textarea } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { toast } from "~/lib/toast-store";
import { useSaveReview } from "./api";

const SCORES = Array.from(
  { length: SCORE_RANGE.max - SCORE_RANGE.min + 1 },
  (_, index) => SCORE_RANGE.min + index,
);

type FormValues = { scores: Record<string, string>; recommendation: string; comment: string };

/** What the form checks before sending: a score for every criterion and a recommendation. */
function formSchema(criteria: ScorecardCriterion[]) {
  const chosen = (message: string) => z.string({ error: message }).min(1, message);
  return z.object({
    scores: z.object(
      Object.fromEntries(
        criteria.map((criterion) => [
          criterion.key,
          chosen(`Choose a score for ${criterion.label}`),
        ]),
      ),
    ),
    recommendation: chosen("Choose a recommendation"),
    comment: z.string().max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters`),
  });
}

/**
 * Your review of a record (contract §14): a score from 1 to 5 for each criterion (a radio group
 * named by the criterion, its description read with it), a recommendation and a comment.
 */
export function ReviewForm({
  kind,
  id,
  criteria,
  review,
  onDone,
}: {
  kind: SubmissionKind;
  id: string;
  criteria: ScorecardCriterion[];
  /** Yours, when you are changing it. */
  review?: Review;
  onDone?: () => void;
}) {
  const formId = useId();
  const save = useSaveReview(kind, id);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(criteria), [criteria]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      scores: Object.fromEntries(
        criteria.map((c) => [c.key, review?.scores[c.key] ? String(review.scores[c.key]) : ""]),
      ),
      recommendation: review?.recommendation ?? "",
      comment: review?.comment ?? "",
    },
  });

  const onSubmit = (values: FormValues) => {
    setProblem(null);
    const payload = {
      scores: Object.fromEntries(criteria.map((c) => [c.key, Number(values.scores[c.key])])),
      recommendation: values.recommendation as Recommendation,
      comment: values.comment,
    };
    save.mutate(payload, {
      onSuccess: () => {
        toast({ title: review ? "Review updated" : "Review submitted", variant: "success" });
        onDone?.();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <p className="text-sm text-ink-muted">Score each criterion from 1 (weak) to 5 (strong).</p>
      {criteria.map((criterion) => (
        <RadioGroup
          key={criterion.key}
          id={`${formId}-${criterion.key}`}
          legend={criterion.label}
          aside={`weight ${criterion.weight}`}
          description={criterion.description}
          error={errors.scores?.[criterion.key]?.message}
          options={SCORES.map((score) => ({ value: String(score), label: String(score) }))}
          register={register(`scores.${criterion.key}`)}
        />
      ))}
      <RadioGroup
        id={`${formId}-recommendation`}
        legend="Recommendation"
        error={errors.recommendation?.message}
        options={RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }))}
        register={register("recommendation")}
      />
      <FormField id={`${formId}-comment`} label="Comment" error={errors.comment?.message}>
        {(aria) => (
          <Textarea {...aria} rows={4} maxLength={REVIEW_COMMENT_MAX} {...register("comment")} />
        )}
      </FormField>
      <FormFooter
        problem={problem}
        pending={save.isPending}
        submitLabel={review ? "Save review" : "Submit review"}
        onCancel={review ? onDone : undefined}
      />
    </form>
  );
}

/** A labelled group of radio buttons: arrow keys move within it, Tab moves past it. */
function RadioGroup({
  id,
  legend,
  aside,
  description,
  error,
  options,
  register,
}: {
  id: string;
  legend: string;
  aside?: ReactNode;
  description?: string;
  error?: string;
  options: { value: string; label: string }[];
  register: UseFormRegisterReturn;
}) {
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="text-sm font-semibold text-forest-950">
        {legend}
        {aside ? <span className="font-normal text-ink-muted"> ({aside})</span> : null}
      </legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-forest-900/20 px-3 text-sm font-medium text-ink has-checked:border-forest-700 has-checked:bg-forest-50 has-focus-visible:outline-2 has-focus-visible:outline-forest-600"
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-forest-700"
              {...register}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
