import type { Editor } from "@tiptap/react";

/**
 * The editor's HTML as the form keeps it: "" when there is nothing in it, and without the
 * empty paragraph the editor keeps at the end so that one can type after a list or image.
 */
export const htmlOf = (editor: Editor) =>
  editor.isEmpty ? "" : editor.getHTML().replace(/(?:<p><\/p>)+$/, "");

/** One block per line, so the HTML view is readable. */
export function formatHtml(html: string) {
  return html
    .replace(/(<(?:ul|ol|li|blockquote)>)/g, "\n$1")
    .replace(/(<\/(?:p|h2|h3|h4|pre)>)(?!<\/li>|<\/blockquote>)/g, "$1\n")
    .replace(/(<\/(?:ul|ol|li|blockquote)>|<hr>|<img[^>]*>)/g, "$1\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
