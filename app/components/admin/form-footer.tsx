import { Button } from "~/components/ui/button";

/** Why the server did not save a form, when it was not about one field. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      Not saved: {problem}
    </p>
  );
}

/**
 * The end of a small admin form: why it was not saved, Cancel (when there is something to go
 * back to) and the submit button, which says "Saving..." while the server answers.
 */
export function FormFooter({
  problem,
  pending,
  submitLabel,
  onCancel,
}: {
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <FormProblem problem={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </>
  );
}
