import { paths } from "@shared/config/paths";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { Save } from "lucide-react";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import { useCreatePerspective, useUpdatePerspective } from "./api";
import { ArticleSection } from "./article-section";
import { DeletePerspectiveDialog } from "./delete-perspective-dialog";
import { AuthorSection, DetailsSection, VisibilitySection } from "./metadata-sections";
import { PerspectiveFormHeader } from "./perspective-form-header";
import {
  type FormOutput,
  type FormValues,
  NEW_VALUES,
  perspectiveResolver,
  showServerErrors,
  valuesOf,
} from "./perspective-form-values";
import { ConflictDialog } from "./revisions/conflict-dialog";
import { EditorRevisionsBar } from "./revisions/editor-revisions-bar";
import { useEditorSaves } from "./revisions/use-editor-saves";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { useUnsavedChanges } from "./use-unsaved-changes";

/** Creates a perspective (record null) or edits one. */
export function PerspectiveForm({ record }: { record: PerspectiveRecord | null }) {
  const navigate = useNavigate();
  const create = useCreatePerspective();
  const update = useUpdatePerspective(record?.id ?? 0);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: perspectiveResolver,
    defaultValues: record ? valuesOf(record) : NEW_VALUES,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;
  const unsaved = useUnsavedChanges(isDirty && !isSubmitting);
  const saves = useEditorSaves({ record, form, save: update.mutateAsync, saving: isSubmitting });

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

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PerspectiveFormHeader record={record} onDelete={() => setDeleteOpen(true)} />
      {record ? (
        <EditorRevisionsBar
          record={record}
          autosave={saves.autosave}
          onRestored={(restored) => reset(valuesOf(restored))}
        />
      ) : null}

      <FormProvider {...form}>
        <form
          noValidate
          aria-label={record ? "Edit perspective" : "New perspective"}
          onSubmit={handleSubmit(onSubmit)}
          className="grid gap-6"
        >
          <ArticleSection saving={saving} />
          <div className="grid gap-6 lg:grid-cols-2">
            <DetailsSection />
            <AuthorSection />
          </div>
          <VisibilitySection live={record?.status === "published"} />

          <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t border-forest-900/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
            <p className="mr-auto text-sm text-ink-muted max-sm:sr-only" aria-live="polite">
              {isDirty && !saving ? "Unsaved changes" : ""}
            </p>
            <Button asChild variant="outline" className="max-sm:flex-1">
              <Link to={paths.admin.perspectives}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={saving} className="max-sm:flex-1">
              <Save aria-hidden className="size-4" />
              {saving ? "Saving..." : record ? "Save Changes" : "Create Perspective"}
            </Button>
          </div>
        </form>
      </FormProvider>

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
    </div>
  );
}
