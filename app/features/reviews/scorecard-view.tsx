import type { Scorecard } from "@shared/schemas/reviews";
import { SCORECARD_SIZE, type ScorecardKind, WEIGHT_RANGE } from "@shared/schemas/scorecard-texts";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FormEventHandler, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import type { useSaveScorecard } from "./scorecard-api";

export type ScorecardFormProps = {
  kind: ScorecardKind;
  saved: Scorecard;
  /** Saving the scorecard: the card's, so that the form loaded on use shares no module with it. */
  save: ReturnType<typeof useSaveScorecard>;
};

export type CriterionField = "label" | "key" | "weight" | "description";
export type CriterionErrors = Partial<Record<CriterionField, string>>;

const WEIGHTS = Array.from(
  { length: WEIGHT_RANGE.max - WEIGHT_RANGE.min + 1 },
  (_, index) => WEIGHT_RANGE.min + index,
);

/** A criterion's field as the form library names it. */
export type CriterionFieldName = `criteria.${number}.${CriterionField}`;

/**
 * The scorecard's form, the same before and after its form library has loaded: each criterion's
 * fields and buttons, the list's problem, Add criterion and Save.
 */
export function ScorecardView({
  saved,
  criteria,
  fieldProps,
  errors = () => ({}),
  listError,
  problem,
  onMove,
  onRemove,
  onAdd,
  saving = false,
  canSave = false,
  onSubmit,
  onChange,
}: Pick<ScorecardFormProps, "saved"> & {
  /** The criteria in order: a stable id each, and the key it was drawn with. */
  criteria: readonly { id: string; key: string }[];
  /** A field's props: its name and drawn value, or the form library's handlers once loaded. */
  fieldProps: (
    name: CriterionFieldName,
    index: number,
    field: CriterionField,
  ) => Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string | number };
  errors?: (index: number) => CriterionErrors;
  listError?: string;
  /** Why the server did not save it (`FormProblem`): only the form, which saves, draws it. */
  problem?: ReactNode;
  onMove?: (from: number, to: number) => void;
  onRemove?: (index: number) => void;
  onAdd?: () => void;
  saving?: boolean;
  canSave?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The stand-in's: whether anything differs from what it drew. */
  onChange?: FormEventHandler<HTMLFormElement>;
}) {
  const formId = useId();
  // A criterion's key stays as saved, since reviews keep their scores under it.
  const savedKeys = new Set(saved.criteria.map((criterion) => criterion.key));
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-4">
      <ol className="grid gap-4">
        {criteria.map((criterion, index) => {
          const id = `${formId}-${criterion.id}`;
          const fieldErrors = errors(index);
          const name = `criterion ${index + 1}`;
          const keySaved = savedKeys.has(criterion.key);
          return (
            <li key={criterion.id} className="rounded-xl border border-forest-900/10 p-4">
              <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_auto]">
                <legend className="sr-only">Criterion {index + 1}</legend>
                <FormField id={`${id}-label`} label="Label" required error={fieldErrors.label}>
                  {(aria) => (
                    <Input
                      {...aria}
                      maxLength={80}
                      {...fieldProps(`criteria.${index}.label`, index, "label")}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-key`}
                  label="Key"
                  required
                  hint={keySaved ? "Saved reviews use it" : "a–z, 0–9 and -"}
                  error={fieldErrors.key}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      maxLength={40}
                      readOnly={keySaved}
                      {...fieldProps(`criteria.${index}.key`, index, "key")}
                    />
                  )}
                </FormField>
                <FormField id={`${id}-weight`} label="Weight" required error={fieldErrors.weight}>
                  {(aria) => (
                    <Select {...aria} {...fieldProps(`criteria.${index}.weight`, index, "weight")}>
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
                  error={fieldErrors.description}
                  className="sm:col-span-3"
                >
                  {(aria) => (
                    <Textarea
                      {...aria}
                      rows={2}
                      maxLength={500}
                      {...fieldProps(`criteria.${index}.description`, index, "description")}
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
                  onClick={() => onMove?.(index, index - 1)}
                  aria-label={`Move ${name} up`}
                >
                  <ArrowUp aria-hidden className="size-4" />
                  Up
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === criteria.length - 1}
                  onClick={() => onMove?.(index, index + 1)}
                  aria-label={`Move ${name} down`}
                >
                  <ArrowDown aria-hidden className="size-4" />
                  Down
                </Button>
                <Button
                  type="button"
                  variant="danger-ghost"
                  size="sm"
                  disabled={criteria.length <= SCORECARD_SIZE.min}
                  onClick={() => onRemove?.(index)}
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
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {problem}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={criteria.length >= SCORECARD_SIZE.max}
          onClick={onAdd}
        >
          <Plus aria-hidden className="size-4" />
          Add criterion
        </Button>
        <Button type="submit" disabled={saving || !canSave}>
          {saving ? "Saving..." : "Save scorecard"}
        </Button>
      </div>
    </form>
  );
}
