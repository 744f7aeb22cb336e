import { Search } from "lucide-react";
import type { FormEventHandler } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cardSurface } from "~/components/admin/card";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { cx } from "~/lib/cx";
import { addressInputProps } from "./address-input";

export type PersonSearchProps = {
  /** The address the URL holds (`?email=`). */
  email: string;
  onSearch: (email: string) => void;
};

/** The look-up's box and button, the same before and after its form library (ADR 052). */
export function PersonSearchView({
  emailProps,
  error,
  onSubmit,
}: {
  /** The address field's props: its name, and the form library's handlers once it has loaded. */
  emailProps: Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };
  error?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <search aria-label="Look up a person" className={cx(cardSurface, "p-5 sm:p-6")}>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          id="person-email"
          label="E-mail address"
          required
          hint="Matched in any letter case, across startup ideas and investment interests."
          error={error}
        >
          {(aria) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                {...aria}
                {...addressInputProps}
                placeholder="name@example.com"
                className="min-w-0 flex-1"
                {...emailProps}
              />
              <Button type="submit" size="field" className="shrink-0">
                <Search aria-hidden className="size-4" />
                Look up
              </Button>
            </div>
          )}
        </FormField>
      </form>
    </search>
  );
}
