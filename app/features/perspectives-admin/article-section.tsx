import { Controller } from "react-hook-form";
import { controlClasses, FormField } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { FormSection } from "./form-section";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import { usePerspectiveFormContext } from "./perspective-form-values";
import { PerspectiveTextField } from "./perspective-text-field";

const CONTENT_ID = "perspective-content";

/** Title, summary and the article itself; the editor is locked while saving. */
export function ArticleSection({ saving }: { saving: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = usePerspectiveFormContext();
  return (
    <FormSection id="article-heading" title="Article" className="grid gap-5">
      <PerspectiveTextField name="title" label="Title" required maxLength={150} />
      <FormField
        id="perspective-summary"
        label="Summary"
        required
        hint="Aim for 2-3 sentences"
        error={errors.summary?.message}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            className={cn(controlClasses.textarea, "min-h-24")}
            {...register("summary")}
          />
        )}
      </FormField>
      <FormField id={CONTENT_ID} label="Content" required error={errors.content?.message}>
        {(aria) => (
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
                disabled={saving}
              />
            )}
          />
        )}
      </FormField>
    </FormSection>
  );
}
