import * as Switch from "@radix-ui/react-switch";
import { cn } from "~/lib/cn";

type SwitchFieldProps = {
  id: string;
  label: string;
  /** A line under the label saying what the switch does. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** An on/off setting (Radix Switch): the whole row is its label, Space toggles it. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  className,
}: SwitchFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div
      className={cn(
        "flex items-start justify-between gap-4 rounded-xl border border-forest-900/10 bg-forest-50/40 p-4",
        className,
      )}
    >
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-forest-950">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hintId}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-muted/80 transition-colors data-[state=checked]:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
