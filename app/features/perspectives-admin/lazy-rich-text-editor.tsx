import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./rich-text-types";

// TipTap and ProseMirror are big: they load with the editor screen, never with the list
// or the public site.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** The article editor, fetched on first use; a box of the same size stands in meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex min-h-[23rem] items-center justify-center rounded-lg border border-forest-900/20 bg-white text-sm text-ink-muted"
        >
          Loading the editor…
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
