import { zodResolver } from "@hookform/resolvers/zod";
import { personQuery } from "@shared/schemas/personal-data";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { cardSurface } from "~/components/admin/card";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

/**
 * The address to look up. It lives in the URL (`?email=`), so the form shows what the URL
 * says: Back and Forward move between look-ups and the box follows.
 */
export function PersonSearchForm({
  email,
  onSearch,
}: {
  email: string;
  onSearch: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(personQuery), values: { email } });

  return (
    <search aria-label="Look up a person" className={cn(cardSurface, "p-5 sm:p-6")}>
      <form noValidate onSubmit={handleSubmit((query) => onSearch(query.email))}>
        <FormField
          id="person-email"
          label="E-mail address"
          required
          hint="Matched in any letter case, across startup ideas and investment interests."
          error={errors.email?.message}
        >
          {(aria) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                {...aria}
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="name@example.com"
                className="min-w-0 flex-1"
                {...register("email")}
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
