import { zodResolver } from "@hookform/resolvers/zod";
import { TAG_COLOURS } from "@shared/schemas/evaluation";
import { TAG_NAME_MAX, type TagPayload, tagPayload } from "@shared/schemas/tags";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import AdminDialogBox from "~/components/admin/admin-dialog-box";
import { FormFooter } from "~/components/admin/form-footer";
import { TAG_COLOUR_LABELS, TagBadge } from "~/components/admin/tag-badge";
import { FormField, Input } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { toast } from "~/lib/toast-store";
import { useFormMutation } from "~/lib/use-form-mutation";
import type { TagDialogProps } from "./tag-dialog";

const FIELDS = ["name", "colour"] as const;

/**
 * New tag, or rename and recolour one. A name taken (409) shows on the name field. Loaded when
 * it first opens (`tag-dialog.tsx`), so it draws Radix's dialog itself rather than loading it
 * on open a second time through `AdminDialog`.
 */
export default function TagDialogBox({ tag, open, onOpenChange, save }: TagDialogProps) {
  return (
    <AdminDialogBox
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? `Edit tag ${tag.name}` : "New tag"}
      description="Tags label submissions for the whole team; the colour helps tell them apart."
      width="lg"
    >
      {open ? <TagForm tag={tag} save={save} onDone={() => onOpenChange(false)} /> : null}
    </AdminDialogBox>
  );
}

function TagForm({
  tag,
  save: cardSave,
  onDone,
}: Pick<TagDialogProps, "tag" | "save"> & { onDone: () => void }) {
  const fieldId = useId();
  const save = useFormMutation(cardSave);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TagPayload>({
    resolver: zodResolver(tagPayload),
    defaultValues: tag ? { name: tag.name, colour: tag.colour } : { name: "", colour: "green" },
  });

  const onSubmit = (payload: TagPayload) => {
    setProblem(null);
    save.mutate(
      { ...payload, id: tag?.id },
      {
        onSuccess: () => {
          toast({
            title: tag ? "Tag saved" : "Tag created",
            description: payload.name,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          if (showServerFieldErrors(error, FIELDS, setError)) return;
          const message = errorMessage(error);
          // 409: the name is another tag's; say so where it is typed.
          if (/already exists/.test(message)) {
            setError("name", { message }, { shouldFocus: true });
          } else {
            setProblem(message);
          }
        },
      },
    );
  };

  const name = watch("name");
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id={`${fieldId}-name`} label="Name" required error={errors.name?.message}>
        {(aria) => <Input {...aria} maxLength={TAG_NAME_MAX} {...register("name")} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-forest-950">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {TAG_COLOURS.map((colour) => (
            <label
              key={colour}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-forest-900/15 py-1 pr-2 pl-2.5 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-700"
            >
              <input
                type="radio"
                value={colour}
                className="accent-forest-700"
                {...register("colour")}
              />
              <TagBadge tag={{ name: TAG_COLOUR_LABELS[colour], colour }} />
            </label>
          ))}
        </div>
        {errors.colour?.message ? (
          <p className="text-sm font-medium text-red-700">{errors.colour.message}</p>
        ) : null}
      </fieldset>
      <p className="text-sm text-ink-muted">
        Preview: <TagBadge tag={{ name: name.trim() || "Tag", colour: watch("colour") }} />
      </p>
      <FormFooter
        problem={problem}
        pending={save.isPending}
        submitLabel={tag ? "Save tag" : "Create tag"}
        onCancel={onDone}
      />
    </form>
  );
}
