/**
 * The props of the article editor. They live apart from the editor so that the form can
 * name them without pulling the editor (and TipTap) into its own chunk: the editor is
 * loaded lazily, on the editor screen only.
 */
export type RichTextEditorProps = {
  /** The id of the editable area; the field's label points at it. */
  id: string;
  /** The id of the field's visible label. */
  labelId: string;
  /** The article as HTML; "" for an empty article. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string | undefined;
  required: boolean;
  disabled?: boolean;
};
