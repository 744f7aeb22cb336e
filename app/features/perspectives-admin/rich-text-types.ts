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

/** The links the contract keeps: web addresses and e-mail addresses (contract §5). */
export function isAllowedHref(url: string) {
  const value = url.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  return /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);
}

/** Image sources the contract keeps: http(s) only. */
export function isAllowedImageSrc(url: string) {
  const value = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);
}

/**
 * Whether an article has nothing in it: no text and no image. The spec's 'blank after
 * trimming' for content, which is HTML.
 */
export function isBlankHtml(html: string) {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text === "";
}
