import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { FormField, Input } from "~/components/ui/form-field";

type Props = Omit<ComponentProps<"input">, "id" | "type" | "required"> & {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the field invalid without an error line (the problem is told elsewhere). */
  invalid?: boolean;
};

/**
 * A labelled password input (always required) with a Show password toggle, so a person can check what they
 * typed. The toggle is named by its text, not a label, and says its state with aria-pressed.
 */
export function PasswordField({ label, hint, error, invalid, ...input }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <FormField id={id} label={label} hint={hint} error={error} required>
      {(aria) => (
        <div className="relative">
          <Input
            {...aria}
            aria-invalid={invalid ?? aria["aria-invalid"]}
            {...input}
            type={shown ? "text" : "password"}
            // Typed text is never corrected or capitalised, shown or not.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="pr-11"
          />
          <button
            type="button"
            onClick={() => setShown((now) => !now)}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-forest-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-forest-600"
          >
            <Icon aria-hidden className="size-4.5" />
            <span className="sr-only">Show password</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
