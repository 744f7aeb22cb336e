import { lazy, Suspense, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ArticleStandIn } from "./article-stand-in";
import { type FirstUse, type Handover, pendingKeyOf } from "./first-use";
import type { RichTextEditorProps } from "./rich-text-types";

// TipTap and ProseMirror are big: they load when the article is used, never with a screen.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * The article editor, loaded on use (ADR 052): until then the article shows as it reads in a
 * stand-in of the same frame. Pointing at it, touching it or focusing it loads the editor,
 * which is made hidden beside the stand-in and, once created, takes its place with the focus,
 * the caret where the author pressed and the keys typed meanwhile.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const [loading, setLoading] = useState(false);
  const [ready, setReady] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);
  const firstUse = useRef<FirstUse>({ point: null, keys: [] });

  const takeOver = (): Handover => {
    const focus = standIn.current?.contains(document.activeElement) ?? false;
    // The stand-in goes and the editor shows in one step: no key lands in between.
    flushSync(() => setReady(true));
    return { ...firstUse.current, focus };
  };

  return (
    <>
      {loading ? (
        <div hidden={!ready}>
          <Suspense fallback={null}>
            <RichTextEditor {...props} onReady={takeOver} />
          </Suspense>
        </div>
      ) : null}
      {ready ? null : (
        <ArticleStandIn
          {...props}
          // One element at a time has the field's id: the editor's, from when it is made.
          id={loading ? undefined : props.id}
          bodyRef={standIn}
          onIntent={() => setLoading(true)}
          onPress={(point) => {
            firstUse.current.point = point;
          }}
          onKeyDown={(event) => {
            const key = props.disabled ? null : pendingKeyOf(event);
            if (!key) return;
            event.preventDefault();
            firstUse.current.keys.push(key);
          }}
        />
      )}
    </>
  );
}
