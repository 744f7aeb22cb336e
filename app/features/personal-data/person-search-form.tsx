import { zodResolver } from "@hookform/resolvers/zod";
import { personQuery } from "@shared/schemas/personal-data";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { withTyped } from "~/lib/typed-values";
import type { PersonSearchProps, PersonSearchView } from "./person-search-view";

/**
 * The address to look up, with the shared schema's checks: loaded on first use
 * (`people-page.tsx`), starting from what was `typed` meanwhile and drawn with the page's
 * `View`. The address lives in the URL (`?email=`), so the form shows what the URL says: Back
 * and Forward move between look-ups and the box follows.
 */
export function PersonSearchForm({
  email,
  onSearch,
  typed,
  View,
}: PersonSearchProps & HandedOver & { View: typeof PersonSearchView }) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(personQuery), values: { email } });

  // What was typed in the stand-in, as if typed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes over
  useEffect(() => {
    const written = withTyped({ email }, typed).email;
    if (written !== email) setValue("email", written, { shouldDirty: true });
  }, []);

  return (
    <View
      emailProps={register("email")}
      error={errors.email?.message}
      onSubmit={handleSubmit((query) => onSearch(query.email))}
    />
  );
}
