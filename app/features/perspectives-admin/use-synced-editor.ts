import { createDocument, type Editor, type EditorOptions, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { EDITOR_EXTENSIONS } from "./editor-extensions";
import { htmlOf } from "./editor-html";

type SyncedEditorOptions = {
  /** The form's value: the article as HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  disabled: boolean;
  editorProps: EditorOptions["editorProps"];
  /** The form replaced the article (a save answered with the stored one). */
  onReplaced: (html: string) => void;
  /** The editor is created and its changes reach the form from now on. */
  onCreated: (editor: Editor) => void;
};

/**
 * A TipTap editor that keeps the form's value and the article in step both ways: the
 * author's changes reach the form, and an article the form replaces is shown. Renders
 * nothing on the server (`immediatelyRender: false`).
 */
export function useSyncedEditor({
  value,
  onChange,
  onBlur,
  disabled,
  editorProps,
  onReplaced,
  onCreated,
}: SyncedEditorOptions) {
  const [initialContent] = useState(value);
  /** The last HTML this editor reported, to tell its own changes from the form's. */
  const reported = useRef(value);
  /**
   * The HTML the form gave, and the same article as the editor writes it (attribute
   * order, empty paragraphs). While the article is that, the form keeps its own text, so
   * opening a saved article does not count as a change.
   */
  const baseline = useRef({ given: value, written: value });
  const created = useRef(false);
  // Read when the value changes, not a reason to re-run that effect.
  const onReplacedRef = useRef(onReplaced);
  onReplacedRef.current = onReplaced;

  const report = (editor: Editor) => {
    const written = htmlOf(editor);
    const html = written === baseline.current.written ? baseline.current.given : written;
    reported.current = html;
    onChange(html);
  };

  const editor = useEditor({
    immediatelyRender: false,
    extensions: EDITOR_EXTENSIONS,
    content: initialContent,
    editable: !disabled,
    editorProps,
    // Changes before 'create' are the editor tidying the article (a trailing paragraph),
    // not the author's: they set the baseline instead of reaching the form.
    onCreate: ({ editor }) => {
      created.current = true;
      baseline.current = { given: initialContent, written: htmlOf(editor) };
      onCreated(editor);
    },
    onUpdate: ({ editor }) => {
      if (created.current) report(editor);
      else baseline.current = { given: initialContent, written: htmlOf(editor) };
    },
    onBlur: () => onBlur(),
  });

  // The form replaced the content: show it, unless it is the same article written
  // differently, which keeps the cursor in place.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (!createDocument(value, editor.schema).eq(editor.state.doc)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    baseline.current = { given: value, written: htmlOf(editor) };
    onReplacedRef.current(value);
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  /** HTML typed by hand: the editor parses it, and the form gets the editor's result. */
  const setHtml = (html: string) => {
    if (!editor) return;
    editor.commands.setContent(html, { emitUpdate: false });
    report(editor);
  };

  return { editor, setHtml };
}
