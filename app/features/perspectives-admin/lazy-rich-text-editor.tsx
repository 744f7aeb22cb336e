import { lazy, Suspense, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ArticleStandIn } from "./article-stand-in";
import { type FirstUse, type Handover, pendingKeyOf } from "./first-use";
import type { RichTextEditorProps } from "./rich-text-types";

// TipTap and ProseMirror are big: they load when the article is used, never with a screen.
const loadEditor = () => import("./rich-text-editor");
const RichTextEditor = lazy(loadEditor);

/**
 * The article's first use, which the editor screen keeps while its form's stand-in gives way to
 * the form (ADR 052): whether the editor was asked for, where the article was pressed and the
 * keys typed since.
 */
export type ArticleUse = FirstUse & {
  asked: boolean;
  /** The editor has taken over: the keys typed in the stand-in are in the form's value. */
  handedOver: boolean;
  /** Saves waiting for that. */
  waiting: (() => void)[];
};
export const newArticleUse = (): ArticleUse => ({
  asked: false,
  point: null,
  keys: [],
  handedOver: false,
  waiting: [],
});

/**
 * Resolves once what was typed in the stand-in is in the form's value: at once when nothing
 * was, else when the editor has taken over and replayed the keys. A save waits for it, or it
 * would send the article without them (an old text, or none).
 */
export function articleWritten(use: ArticleUse): Promise<void> {
  if (use.handedOver || use.keys.length === 0) return Promise.resolve();
  return new Promise((resolve) => use.waiting.push(resolve));
}

type Props = RichTextEditorProps & {
  use: ArticleUse;
  /**
   * Drawn in the form's stand-in: the editor is fetched when asked for, but takes over only in
   * the form, which starts from what was done in the stand-in.
   */
  waiting?: boolean;
};

/**
 * The article editor, loaded on use (ADR 052): until then the article shows as it reads in a
 * stand-in of the same frame. Pointing at it, touching it or focusing it loads the editor,
 * which is made hidden beside the stand-in and, once created, takes its place with the focus,
 * the caret where the author pressed and the keys typed meanwhile.
 */
export function LazyRichTextEditor({ use, waiting = false, ...props }: Props) {
  const [loading, setLoading] = useState(use.asked && !waiting);
  const [ready, setReady] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);

  const takeOver = (): Handover => {
    const focus = standIn.current?.contains(document.activeElement) ?? false;
    // The stand-in goes and the editor shows in one step: no key lands in between.
    flushSync(() => setReady(true));
    use.handedOver = true;
    // After the editor has replayed the keys, which it does as soon as this returns.
    queueMicrotask(() => {
      for (const resume of use.waiting.splice(0)) resume();
    });
    return { point: use.point, keys: use.keys, focus };
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
          onIntent={() => {
            use.asked = true;
            if (waiting) void loadEditor();
            else setLoading(true);
          }}
          onPress={(point) => {
            use.point = point;
          }}
          onKeyDown={(event) => {
            const key = props.disabled ? null : pendingKeyOf(event);
            if (!key) return;
            event.preventDefault();
            use.keys.push(key);
          }}
        />
      )}
    </>
  );
}
