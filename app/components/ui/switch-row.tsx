import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

export type SwitchRowProps = {
  id: string;
  label: string;
  /** A line under the label saying what the switch does. */
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  className?: string;
};

/** The switch's track and thumb, whichever draws them (`SwitchField`'s Radix, `SwitchStandIn`). */
export const switchClasses = {
  root: "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-muted/80 transition-colors data-[state=checked]:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60",
  thumb:
    "pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0",
} as const;

export const switchState = (checked: boolean) => (checked ? "checked" : "unchecked");

/** An on/off setting's row: its label and hint beside the switch (`control`). */
export function SwitchRow({
  id,
  label,
  hint,
  className,
  control,
}: Pick<SwitchRowProps, "id" | "label" | "hint" | "className"> & { control: ReactNode }) {
  return (
    <div
      className={cx(
        "flex items-start justify-between gap-4 rounded-xl border border-forest-900/10 bg-forest-50/40 p-4",
        className,
      )}
    >
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-forest-950">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
      {control}
    </div>
  );
}

/**
 * The switch as a form draws it before its code (Radix's) has loaded (ADR 052): the same row
 * and the same button, which the real switch takes over when the form is first used (a press
 * meanwhile is pressed again on it, `loadOnFirstUse`).
 */
export function SwitchStandIn({ checked, disabled, ...row }: SwitchRowProps) {
  return (
    <SwitchRow
      {...row}
      control={
        <button
          type="button"
          role="switch"
          id={row.id}
          aria-checked={checked}
          aria-describedby={row.hint ? `${row.id}-hint` : undefined}
          data-state={switchState(checked)}
          disabled={disabled}
          value="on"
          className={switchClasses.root}
        >
          <span data-state={switchState(checked)} className={switchClasses.thumb} />
        </button>
      }
    />
  );
}
