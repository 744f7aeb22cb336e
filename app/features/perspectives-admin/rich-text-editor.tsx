import * as Tooltip from "@radix-ui/react-tooltip";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent } from "@tiptap/react";
import { CodeXml } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { imageFilesOf } from "~/lib/upload-media";
import { continueInEditor } from "./continue-in-editor";
import { EditorFrame } from "./editor-frame";
import { formatHtml, htmlOf } from "./editor-html";
import type { Handover } from "./first-use";
import { FormattingToolbar } from "./formatting-toolbar";
import { ImageDialog, LinkDialog } from "./insert-dialogs";
import type { RichTextEditorProps } from "./rich-text-types";
import { ToolTip } from "./tool-tip";
import { SOURCE_TOGGLE_BOX, toolColors } from "./toolbar-layout";
import { UploadImageDialog } from "./upload-image-dialog";
import { useInsertDialogs } from "./use-insert-dialogs";
import { useSyncedEditor } from "./use-synced-editor";

/**
 * The article body: TipTap with a formatting toolbar, and an HTML view for pasting or
 * fixing markup by hand. Loaded when the article is first used (`LazyRichTextEditor`), which
 * `onReady` tells once the editor is created, to take over from the stand-in.
 */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  required,
  disabled = false,
  onReady,
}: RichTextEditorProps & { onReady: () => Handover }) {
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState("");
  const sourceId = useId();
  const hintId = useId();
  // Ctrl/⌘+K is handled inside the editor, which exists only after its props are made.
  const openLinkRef = useRef(() => {});
  // A pasted or dropped image opens the upload dialog, which asks for its alt text at once.
  const openUploadRef = useRef((_file: File, _at: number | null) => {});

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": String(invalid),
        ...(required ? { "aria-required": "true" } : {}),
        class: "prose-site prose-editor",
      },
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        // Ctrl/⌘+K: insert or edit a link, as in most editors.
        if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const [file] = imageFilesOf(event.clipboardData);
        if (!file) return false;
        event.preventDefault();
        openUploadRef.current(file, null);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent) => {
        const [file] = imageFilesOf(event.dataTransfer);
        if (!file) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        openUploadRef.current(file, at);
        return true;
      },
    }),
    [id, labelId, describedBy, invalid, required],
  );

  const { editor, setHtml } = useSyncedEditor({
    value,
    onChange,
    onBlur,
    disabled,
    editorProps,
    onReplaced: (html) => setSource(formatHtml(html)),
    onCreated: (created) => continueInEditor(created, onReady()),
  });
  const dialogs = useInsertDialogs(editor);
  openLinkRef.current = dialogs.openLink;
  openUploadRef.current = dialogs.openUpload;

  const toggleSource = () => {
    if (!editor) return;
    if (!sourceMode) setSource(formatHtml(htmlOf(editor)));
    setSourceMode(!sourceMode);
  };

  const onSourceChange = (text: string) => {
    setSource(text);
    setHtml(text);
  };

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <EditorFrame
        invalid={invalid}
        disabled={disabled}
        toolbar={
          <>
            {sourceMode ? (
              <p id={hintId} className="px-2 text-sm text-ink-muted">
                Editing HTML. Only the elements the toolbar offers are kept.
              </p>
            ) : (
              <FormattingToolbar editor={editor} dialogs={dialogs} disabled={disabled} />
            )}
            <ToolTip label={sourceMode ? "Back to the formatted view" : "Edit the HTML"}>
              <button
                type="button"
                onClick={toggleSource}
                aria-pressed={sourceMode}
                disabled={!editor || disabled}
                className={cx(SOURCE_TOGGLE_BOX, "disabled:opacity-50", toolColors(sourceMode))}
              >
                <CodeXml aria-hidden className="size-4" />
                HTML
              </button>
            </ToolTip>
          </>
        }
      >
        {sourceMode ? (
          <>
            <label htmlFor={sourceId} className="sr-only">
              HTML source of the content
            </label>
            <textarea
              id={sourceId}
              value={source}
              onChange={(event) => onSourceChange(event.target.value)}
              onBlur={onBlur}
              spellCheck={false}
              aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
              aria-invalid={invalid}
              disabled={disabled}
              // Inside the editor's frame, which draws the border and the focus ring.
              className="block min-h-80 w-full resize-y bg-white px-3.5 py-2.5 font-mono text-sm text-ink focus-visible:outline-none"
            />
          </>
        ) : null}
        {/* Kept mounted in the HTML view so undo history and selection survive the switch. */}
        <div className={cx(sourceMode && "hidden")}>
          <EditorContent editor={editor} />
        </div>
      </EditorFrame>

      <LinkDialog {...dialogs.linkDialog} />
      <ImageDialog {...dialogs.imageDialog} />
      <UploadImageDialog {...dialogs.uploadDialog} />
    </Tooltip.Provider>
  );
}
