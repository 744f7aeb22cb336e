import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/cx";

const controlShape =
  "block w-full rounded-lg border px-3.5 py-2.5 text-[0.95rem] shadow-xs transition-colors placeholder:text-ink-muted/70 focus-visible:border-forest-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-forest-600 aria-invalid:border-red-600";
const controlColors = "border-forest-900/20 bg-white text-ink hover:border-forest-900/40";

type FieldProps = {
  /**
   * The control's id; the label, hint and error are tied to it. The label's own id is
   * `${id}-label`, for controls a `<label for>` cannot name (a rich-text area).
   */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
  }) => ReactNode;
  className?: string;
};

/** A labelled form control with its hint and its error, announced to screen readers. */
export function FormField({ id, label, required, hint, error, children, className }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("grid gap-1.5", className)}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-forest-950">
        {label}
        {required ? (
          <span aria-hidden className="text-wheat-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-muted"> (optional)</span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The controls' own classes. `className` adds layout and padding for an icon (`pl-10`), never
 * a conflicting look (see `cx`); a control with another look (the editor's HTML source) has
 * its own classes rather than overriding these.
 */
export const controlClasses = {
  input: cx(controlShape, controlColors),
  /** Without a height: `Textarea` gives it `min-h-32`, a shorter field its own. */
  textarea: cx(controlShape, controlColors, "resize-y"),
  /** A value shown in a field's place that cannot be changed (a username). */
  readOnlyInput: cx(
    controlShape,
    "cursor-default border-forest-900/10 bg-forest-50/70 text-ink-muted",
  ),
} as const;

/** A text field; a read-only one looks it (`readOnlyInput`). */
export function Input({ className, ...props }: ComponentProps<"input">) {
  const look = props.readOnly ? controlClasses.readOnlyInput : controlClasses.input;
  return <input className={cx(look, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cx(controlClasses.textarea, "min-h-32", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cx(controlShape, controlColors, "select-chevron appearance-none pr-10", className)}
      {...props}
    />
  );
}

type CheckboxFieldProps = ComponentProps<"input"> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ id, label, error, className, ...props }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx("grid gap-1.5", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-forest-900/30 accent-forest-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
