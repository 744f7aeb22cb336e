import { zodResolver } from "@hookform/resolvers/zod";
import { type UpdateOwnAccountPayload, updateOwnAccountPayload } from "@shared/schemas/staff";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { useUpdateOwnAccount } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { withTyped } from "~/lib/typed-values";
import type { NotificationsView, ProfileFormProps, ProfileValues } from "./notifications-view";

/**
 * One's own profile's form: the form library and the shared schema's checks, loaded on first use
 * (`notifications-card.tsx`), starting from what was `typed` meanwhile and drawn with the card's
 * `View`.
 */
export function NotificationsForm({
  saved,
  worksInbox,
  typed,
  View,
}: ProfileFormProps & HandedOver & { View: typeof NotificationsView }) {
  const update = useUpdateOwnAccount();
  // The saved profile, which a save changes (`useUpdateOwnAccount`), resets the form to it.
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<UpdateOwnAccountPayload>({
    resolver: zodResolver(updateOwnAccountPayload),
    values: saved,
  });

  // What was written in the stand-in is a change to the saved profile, as if written here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes over
  useEffect(() => {
    const written = withTyped(saved, typed);
    for (const name of Object.keys(saved) as (keyof ProfileValues)[]) {
      if (written[name] !== saved[name]) setValue(name, written[name], { shouldDirty: true });
    }
  }, []);

  const onSubmit = (payload: UpdateOwnAccountPayload) =>
    update.mutate(worksInbox ? payload : { ...payload, notify: undefined }, {
      onSuccess: () => toast({ title: "Preferences saved", variant: "success" }),
      onError: (error) =>
        toast({
          title: "Could not save",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });

  return (
    <View
      worksInbox={worksInbox}
      fieldProps={register}
      errors={{ displayName: errors.displayName?.message, email: errors.email?.message }}
      saving={update.isPending}
      canSave={isDirty}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
