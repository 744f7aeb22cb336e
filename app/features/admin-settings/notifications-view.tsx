import { NOTIFY_CHOICES, NOTIFY_LABELS, type NotifyChoice } from "@shared/schemas/notify-texts";
import type { FormEventHandler } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";

/** The fields of one's own profile: name, e-mail address and how one hears of new submissions. */
export type ProfileValues = { displayName: string; email: string; notify: NotifyChoice };
export type ProfileFieldName = keyof ProfileValues;

/** What the card hands the form: computed there, so that the form loaded on use shares no module with it. */
export type ProfileFormProps = {
  /** The profile as saved, as the fields hold it. */
  saved: ProfileValues;
  /** Whether one works an inbox, and so chooses how one hears of new submissions. */
  worksInbox: boolean;
};

/** The profile's form, the same before and after its form library has loaded. */
export function NotificationsView({
  worksInbox,
  fieldProps,
  drawn,
  errors = {},
  saving = false,
  canSave = false,
  onSubmit,
  onChange,
}: Pick<ProfileFormProps, "worksInbox"> & {
  /** A field's props: its name, and the form library's handlers once it has loaded. */
  fieldProps: (name: ProfileFieldName) => Partial<UseFormRegisterReturn> & { name: string };
  /** The values the fields are drawn with, before the form library fills them. */
  drawn?: ProfileValues;
  errors?: Partial<Record<"displayName" | "email", string>>;
  saving?: boolean;
  canSave?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The stand-in's: whether anything differs from what it drew. */
  onChange?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-5">
      <FormField id="own-name" label="Name" error={errors.displayName}>
        {(aria) => (
          <Input
            {...aria}
            autoComplete="name"
            defaultValue={drawn?.displayName}
            {...fieldProps("displayName")}
          />
        )}
      </FormField>
      <FormField
        id="own-email"
        label="E-mail"
        hint="Where notifications go. Leave it empty to get none."
        error={errors.email}
      >
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            defaultValue={drawn?.email}
            {...fieldProps("email")}
          />
        )}
      </FormField>
      {worksInbox ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-forest-950">
            E-mail me about new submissions
          </legend>
          {NOTIFY_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-forest-900/15 px-3.5 py-2.5 text-sm has-checked:border-forest-600 has-checked:bg-forest-50"
            >
              <input
                type="radio"
                value={choice}
                className="size-4 accent-forest-700"
                defaultChecked={drawn ? drawn.notify === choice : undefined}
                {...fieldProps("notify")}
              />
              {NOTIFY_LABELS[choice]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div>
        <Button type="submit" disabled={saving || !canSave}>
          {saving ? "Saving..." : "Save preferences"}
        </Button>
      </div>
    </form>
  );
}
