import { controlClasses, FormField } from "~/components/ui/form-field";
import { cx } from "~/lib/cx";
import type { FormParts } from "./form-parts";
import { FormSection } from "./form-section";
import { PerspectiveTextField } from "./perspective-text-field";

/** The Content field's id; its label's is `${CONTENT_ID}-label`. */
export const CONTENT_ID = "perspective-content";

/** Title, summary and the article itself. */
export function ArticleSection({ parts }: { parts: FormParts }) {
  return (
    <FormSection id="article-heading" title="Article" className="grid gap-5">
      <PerspectiveTextField parts={parts} name="title" label="Title" required maxLength={150} />
      <FormField
        id="perspective-summary"
        label="Summary"
        required
        hint="Aim for 2-3 sentences"
        error={parts.errors.summary}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            className={cx(controlClasses.textarea, "min-h-24")}
            {...parts.field("summary")}
          />
        )}
      </FormField>
      <FormField id={CONTENT_ID} label="Content" required error={parts.errors.content}>
        {parts.content}
      </FormField>
    </FormSection>
  );
}
