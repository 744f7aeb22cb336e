import { paths } from "@shared/config/paths";
import { type FormEvent, useEffect, useState } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { SwitchField } from "~/components/ui/switch-field";
import { toast } from "~/lib/toast-store";
import { type Typed, withTyped } from "~/lib/typed-values";
import { useCreatePerspective, useUpdatePerspective } from "./api";
import { CONTENT_ID } from "./article-section";
import { DeletePerspectiveDialog } from "./delete-perspective-dialog";
import type { FormParts } from "./form-parts";
import { ImageUploadButton } from "./image-upload-button";
import { articleWritten, LazyRichTextEditor } from "./lazy-rich-text-editor";
import { type FormOutput, perspectiveResolver, showServerErrors } from "./perspective-form-checks";
import type { PerspectiveFormProps } from "./perspective-form-stand-in";
import { type FormValues, NEW_VALUES, valuesOf } from "./perspective-form-values";
import { PerspectiveFormView } from "./perspective-form-view";
import { ConflictDialog } from "./revisions/conflict-dialog";
import { HistoryDialog } from "./revisions/history-dialog";
import { useEditorSaves } from "./revisions/use-editor-saves";
import { PublishAtField } from "./schedule/publish-at-field";
import { suggestedMoment, WHEN, WHEN_FIELD } from "./schedule/publish-at-view";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { useUnsavedChanges } from "./use-unsaved-changes";

/**
 * What was written in the stand-in (`typed`, `withTyped`) over the article's values, with the
 * schedule chosen there ("Schedule" suggests a moment, as here).
 */
function writtenOver(values: FormValues, typed: Typed): FormValues {
  const written = withTyped(values, typed);
  const when = typed[WHEN_FIELD];
  if (when === WHEN.now) return { ...written, publishAt: "" };
  if (when === WHEN.schedule && written.publishAt === "")
    return { ...written, publishAt: suggestedMoment() };
  return written;
}

/**
 * Creates a perspective (record null) or edits one. Loaded when the editor is first used
 * (ADR 052), it takes its stand-in's place starting from what was written there.
 */
export function PerspectiveForm({ record, article, typed }: PerspectiveFormProps & HandedOver) {
  const navigate = useNavigate();
  const create = useCreatePerspective();
  const update = useUpdatePerspective(record?.id ?? 0);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Saving waits for keys typed in the article while its editor loaded (`articleWritten`).
  const [awaitingArticle, setAwaitingArticle] = useState(false);

  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: perspectiveResolver,
    defaultValues: record ? valuesOf(record) : NEW_VALUES,
  });
  const {
    control,
    register,
    getValues,
    setValue,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty, errors },
  } = form;
  const unsaved = useUnsavedChanges(isDirty && !isSubmitting);
  const saves = useEditorSaves({ record, form, save: update.mutateAsync, saving: isSubmitting });
  // What was written in the stand-in, as changes: the autosave (subscribed above) and the
  // unsaved-changes warning see them. A render in `flushSync`, as the stand-in's hand-over is,
  // runs its effects before it returns, so the fields hold it when the caret is put back.
  useEffect(() => {
    const drawn = getValues();
    const written = writtenOver(drawn, typed);
    for (const name of Object.keys(written) as (keyof FormValues)[]) {
      if (written[name] !== drawn[name])
        setValue(name, written[name] as never, { shouldDirty: true });
    }
  }, [typed, getValues, setValue]);
  const coverImage = useWatch({ control, name: "coverImage" });

  const failed = (error: unknown, action: "create" | "update") => {
    const message = error instanceof Error ? error.message : String(error);
    toast({
      title: "Error",
      description: `Failed to ${action} perspective: ${message}`,
      variant: "destructive",
    });
    showServerErrors(error, setError);
  };

  const onSubmit = async (payload: FormOutput) => {
    if (record) {
      try {
        const saved = await update.mutateAsync(payload);
        reset(valuesOf(saved));
        toast({
          title: "Perspective updated",
          description: "Your changes have been saved successfully.",
          variant: "success",
        });
      } catch (error) {
        if (saves.caught(error)) return;
        failed(error, "update");
      }
      return;
    }
    try {
      const created = await create.mutateAsync(payload);
      reset(valuesOf(created));
      unsaved.leaveOnPurpose();
      toast({
        title: "Perspective created",
        description: "Your perspective has been created successfully.",
        variant: "success",
      });
      await navigate(paths.admin.perspective(created.id), { replace: true });
      // Creating happens at the bottom of a form far taller than a phone's screen: the new
      // article's editor opens at its top, with Preview and Share in view. At once: the router's
      // own reset scrolls smoothly (the page's scroll-behavior) and the editor, loading as it
      // goes, cut it short halfway down.
      window.scrollTo({ top: 0, behavior: "instant" });
    } catch (error) {
      failed(error, "create");
    }
  };

  const saving = isSubmitting || create.isPending || update.isPending;
  const send = handleSubmit(onSubmit);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (awaitingArticle) return;
    setAwaitingArticle(true);
    void articleWritten(article)
      .then(() => send())
      .finally(() => setAwaitingArticle(false));
  };
  const parts: FormParts = {
    field: (name) => register(name),
    errors: Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [name, error?.message]),
    ),
    content: (aria) => (
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <LazyRichTextEditor
            id={aria.id}
            labelId={`${CONTENT_ID}-label`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={aria["aria-invalid"]}
            describedBy={aria["aria-describedby"]}
            required
            // The editor is locked while saving.
            disabled={saving}
            use={article}
          />
        )}
      />
    ),
    visibilitySwitch: (name, row) => (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SwitchField {...row} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    ),
    publishAt: <PublishAtField live={record?.status === "published"} />,
    coverImage,
    upload: (name, label) => <ImageUploadButton name={name} label={label} />,
  };

  return (
    <FormProvider {...form}>
      <PerspectiveFormView
        record={record}
        parts={parts}
        onDelete={() => setDeleteOpen(true)}
        autosave={saves.autosave}
        history={
          record ? (
            <HistoryDialog
              perspectiveId={record.id}
              onRestored={(restored) => reset(valuesOf(restored))}
            />
          ) : null
        }
        onSubmit={submit}
        saving={saving || awaitingArticle}
        unsaved={isDirty}
      >
        {record ? (
          <DeletePerspectiveDialog
            perspective={deleteOpen ? record : null}
            onOpenChange={setDeleteOpen}
            onDeleted={() => {
              unsaved.leaveOnPurpose();
              void navigate(paths.admin.perspectives, { replace: true });
            }}
          />
        ) : null}
        <UnsavedChangesDialog {...unsaved.dialog} />
        <ConflictDialog {...saves.conflictDialog} />
      </PerspectiveFormView>
    </FormProvider>
  );
}
