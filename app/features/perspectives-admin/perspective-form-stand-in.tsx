import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { SwitchStandIn } from "~/components/ui/switch-row";
import { CONTENT_ID } from "./article-section";
import type { FormParts } from "./form-parts";
import { ImageUploadView } from "./image-upload-view";
import { type ArticleUse, LazyRichTextEditor } from "./lazy-rich-text-editor";
import { NEW_VALUES, valuesOf } from "./perspective-form-values";
import { PerspectiveFormView } from "./perspective-form-view";
import { HistoryButton } from "./revisions/history-button";
import { PublishAtStandIn } from "./schedule/publish-at-view";

/** What the editor screen gives its form (and the form's stand-in). */
export type PerspectiveFormProps = {
  /** The perspective edited; null for a new one. */
  record: PerspectiveRecord | null;
  /** The article's use before the form's code arrived, carried into the form. */
  article: ArticleUse;
};

/**
 * The editor as its screen first draws it: the same header, sections and fields as the form,
 * with the article's values, without the form library, zod or Radix, which load when the form
 * is first used (`loadOnFirstUse`, ADR 052). The article's body is its own stand-in, which
 * fetches the rich-text editor when used; the editor takes over once the form has.
 */
export function PerspectiveFormStandIn({ record, article }: PerspectiveFormProps) {
  const values = record ? valuesOf(record) : NEW_VALUES;
  const parts: FormParts = {
    field: (name) => ({ name, defaultValue: values[name] }),
    errors: {},
    content: (aria) => (
      <LazyRichTextEditor
        id={aria.id}
        labelId={`${CONTENT_ID}-label`}
        value={values.content}
        onChange={() => {}}
        onBlur={() => {}}
        invalid={false}
        describedBy={aria["aria-describedby"]}
        required
        use={article}
        waiting
      />
    ),
    visibilitySwitch: (name, row) => <SwitchStandIn {...row} checked={values[name]} />,
    publishAt:
      values.published && record?.status !== "published" ? (
        <PublishAtStandIn value={values.publishAt} />
      ) : null,
    coverImage: values.coverImage,
    upload: (_name, label) => <ImageUploadView label={label} />,
  };
  return (
    <PerspectiveFormView
      record={record}
      parts={parts}
      autosave={{ kind: "idle" }}
      history={<HistoryButton />}
    />
  );
}
