import * as Tooltip from "@radix-ui/react-tooltip";
import Image from "@tiptap/extension-image";
import {
  createDocument,
  type Editor,
  EditorContent,
  useEditor,
  useEditorState,
} from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  CodeXml,
  CornerDownLeft,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Redo2,
  SeparatorHorizontal,
  SquareCode,
  Strikethrough,
  TextQuote,
  Underline,
  Undo2,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { controlClasses } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { ImageDialog, LinkDialog, type LinkDialogState } from "./insert-dialogs";
import { isAllowedHref, isAllowedImageSrc, type RichTextEditorProps } from "./rich-text-types";

/**
 * Exactly the elements the server keeps (contract §5): paragraphs, h2–h4, bold, italic,
 * underline, strike, links, both lists, quotes, inline code and code blocks, images,
 * rules and line breaks. The rest of the kit are editing aids (undo, cursors, list keys).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedHref(url),
      // What the server stores: no target, rel added.
      HTMLAttributes: { target: null, rel: "noopener noreferrer", class: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The editor's HTML as the form keeps it: "" when there is nothing in it, and without the
 * empty paragraph the editor keeps at the end so that one can type after a list or image.
 */
const htmlOf = (editor: Editor) =>
  editor.isEmpty ? "" : editor.getHTML().replace(/(?:<p><\/p>)+$/, "");

/** One block per line, so the source view is readable. */
function formatHtml(html: string) {
  return html
    .replace(/(<(?:ul|ol|li|blockquote)>)/g, "\n$1")
    .replace(/(<\/(?:p|h2|h3|h4|pre)>)(?!<\/li>|<\/blockquote>)/g, "$1\n")
    .replace(/(<\/(?:ul|ol|li|blockquote)>|<hr>|<img[^>]*>)/g, "$1\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

type ToolState = {
  paragraph: boolean;
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  code: boolean;
  codeBlock: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * The article body: TipTap with a formatting toolbar, and an HTML view for pasting or
 * fixing markup by hand. Loaded lazily, on the editor screen only; renders nothing on the
 * server (`immediatelyRender: false`).
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
}: RichTextEditorProps) {
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
  const report = (editor: Editor) => {
    const written = htmlOf(editor);
    const html = written === baseline.current.written ? baseline.current.given : written;
    reported.current = html;
    onChange(html);
  };
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState("");
  const [linkDialog, setLinkDialog] = useState<LinkDialogState | null>(null);
  const [imageDialogOpen, setImageDialogOpen] = useState(false);
  const sourceId = useId();
  const hintId = useId();

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
          openLinkDialogRef.current();
          return true;
        }
        return false;
      },
    }),
    [id, labelId, describedBy, invalid, required],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: initialContent,
    editable: !disabled,
    editorProps,
    // Changes before 'create' are the editor tidying the article (a trailing paragraph),
    // not the author's: they set the baseline instead of reaching the form.
    onCreate: ({ editor }) => {
      created.current = true;
      baseline.current = { given: initialContent, written: htmlOf(editor) };
    },
    onUpdate: ({ editor }) => {
      if (created.current) report(editor);
      else baseline.current = { given: initialContent, written: htmlOf(editor) };
    },
    onBlur: () => onBlur(),
  });

  // The form replaced the content (a save answered with the stored article): show it,
  // unless it is the same article written differently, which keeps the cursor in place.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (!createDocument(value, editor.schema).eq(editor.state.doc)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    baseline.current = { given: value, written: htmlOf(editor) };
    setSource(formatHtml(value));
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const tools = useEditorState({
    editor,
    selector: ({ editor }): ToolState | null => {
      if (!editor) return null;
      return {
        paragraph: editor.isActive("paragraph"),
        h2: editor.isActive("heading", { level: 2 }),
        h3: editor.isActive("heading", { level: 3 }),
        h4: editor.isActive("heading", { level: 4 }),
        bold: editor.isActive("bold"),
        italic: editor.isActive("italic"),
        underline: editor.isActive("underline"),
        strike: editor.isActive("strike"),
        link: editor.isActive("link"),
        bulletList: editor.isActive("bulletList"),
        orderedList: editor.isActive("orderedList"),
        blockquote: editor.isActive("blockquote"),
        code: editor.isActive("code"),
        codeBlock: editor.isActive("codeBlock"),
        canUndo: editor.can().undo(),
        canRedo: editor.can().redo(),
      };
    },
  });

  const openLinkDialog = () => {
    if (!editor) return;
    const href = (editor.getAttributes("link").href as string | undefined) ?? "";
    setLinkDialog({ href, needsText: editor.state.selection.empty && !href });
  };
  const openLinkDialogRef = useRef(openLinkDialog);
  openLinkDialogRef.current = openLinkDialog;

  const applyLink = (href: string, text: string) => {
    if (!editor || !isAllowedHref(href)) return;
    setLinkDialog(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({
          type: "text",
          text: text || href,
          marks: [{ type: "link", attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
  };

  const removeLink = () => {
    setLinkDialog(null);
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
  };

  const applyImage = (src: string, alt: string) => {
    if (!editor || !isAllowedImageSrc(src)) return;
    setImageDialogOpen(false);
    editor.chain().focus().setImage({ src, alt }).run();
  };

  const toggleSource = () => {
    if (!editor) return;
    if (!sourceMode) setSource(formatHtml(htmlOf(editor)));
    setSourceMode(!sourceMode);
  };

  /** Typing in the HTML view: the editor parses it, and the form gets the editor's result. */
  const onSourceChange = (text: string) => {
    setSource(text);
    if (!editor) return;
    editor.commands.setContent(text, { emitUpdate: false });
    report(editor);
  };

  const mod = isMac() ? "⌘" : "Ctrl+";
  const run = (command: (editor: Editor) => void) => () => {
    if (editor) command(editor);
  };

  const groups: ToolButtonSpec[][] = [
    [
      {
        name: "paragraph",
        label: "Paragraph",
        icon: Pilcrow,
        active: tools?.paragraph,
        onClick: run((e) => e.chain().focus().setParagraph().run()),
      },
      {
        name: "h2",
        label: "Heading 2",
        icon: Heading2,
        active: tools?.h2,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
      },
      {
        name: "h3",
        label: "Heading 3",
        icon: Heading3,
        active: tools?.h3,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
      },
      {
        name: "h4",
        label: "Heading 4",
        icon: Heading4,
        active: tools?.h4,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 4 }).run()),
      },
    ],
    [
      {
        name: "bold",
        label: "Bold",
        shortcut: `${mod}B`,
        icon: Bold,
        active: tools?.bold,
        onClick: run((e) => e.chain().focus().toggleBold().run()),
      },
      {
        name: "italic",
        label: "Italic",
        shortcut: `${mod}I`,
        icon: Italic,
        active: tools?.italic,
        onClick: run((e) => e.chain().focus().toggleItalic().run()),
      },
      {
        name: "underline",
        label: "Underline",
        shortcut: `${mod}U`,
        icon: Underline,
        active: tools?.underline,
        onClick: run((e) => e.chain().focus().toggleUnderline().run()),
      },
      {
        name: "strike",
        label: "Strikethrough",
        icon: Strikethrough,
        active: tools?.strike,
        onClick: run((e) => e.chain().focus().toggleStrike().run()),
      },
      {
        name: "code",
        label: "Inline code",
        icon: Code,
        active: tools?.code,
        onClick: run((e) => e.chain().focus().toggleCode().run()),
      },
      {
        name: "link",
        label: tools?.link ? "Edit link" : "Link",
        shortcut: `${mod}K`,
        icon: Link2,
        active: tools?.link,
        onClick: openLinkDialog,
      },
    ],
    [
      {
        name: "bulletList",
        label: "Bulleted list",
        icon: List,
        active: tools?.bulletList,
        onClick: run((e) => e.chain().focus().toggleBulletList().run()),
      },
      {
        name: "orderedList",
        label: "Numbered list",
        icon: ListOrdered,
        active: tools?.orderedList,
        onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
      },
      {
        name: "blockquote",
        label: "Quote",
        icon: TextQuote,
        active: tools?.blockquote,
        onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
      },
      {
        name: "codeBlock",
        label: "Code block",
        icon: SquareCode,
        active: tools?.codeBlock,
        onClick: run((e) => e.chain().focus().toggleCodeBlock().run()),
      },
    ],
    [
      {
        name: "image",
        label: "Image",
        icon: ImagePlus,
        onClick: () => setImageDialogOpen(true),
      },
      {
        name: "horizontalRule",
        label: "Horizontal rule",
        icon: SeparatorHorizontal,
        onClick: run((e) => e.chain().focus().setHorizontalRule().run()),
      },
      {
        name: "hardBreak",
        label: "Line break",
        shortcut: "Shift+Enter",
        icon: CornerDownLeft,
        onClick: run((e) => e.chain().focus().setHardBreak().run()),
      },
    ],
    [
      {
        name: "undo",
        label: "Undo",
        shortcut: `${mod}Z`,
        icon: Undo2,
        unavailable: !tools?.canUndo,
        onClick: run((e) => e.chain().focus().undo().run()),
      },
      {
        name: "redo",
        label: "Redo",
        shortcut: isMac() ? "⇧⌘Z" : "Ctrl+Y",
        icon: Redo2,
        unavailable: !tools?.canRedo,
        onClick: run((e) => e.chain().focus().redo().run()),
      },
    ],
  ];

  // After a link or image dialog, the cursor goes back where it was in the article.
  const returnFocusToEditor = (event: Event) => {
    if (!editor) return;
    event.preventDefault();
    editor.commands.focus();
  };

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div
        className={cn(
          "overflow-hidden rounded-lg border bg-white shadow-xs transition-colors",
          invalid ? "border-red-600" : "border-forest-900/20",
          "has-[.ProseMirror:focus-visible]:border-forest-600 has-[.ProseMirror:focus-visible]:outline-2 has-[.ProseMirror:focus-visible]:outline-forest-600 has-[textarea:focus-visible]:border-forest-600",
          disabled && "opacity-70",
        )}
      >
        <div className="flex flex-wrap items-center gap-1 border-b border-forest-900/10 bg-forest-50/70 p-1.5">
          {sourceMode ? (
            <p id={hintId} className="px-2 text-sm text-ink-muted">
              Editing HTML. Only the elements the toolbar offers are kept.
            </p>
          ) : (
            <Toolbar groups={groups} disabled={disabled || !editor} />
          )}
          <ToolTip label={sourceMode ? "Back to the formatted view" : "Edit the HTML"}>
            <button
              type="button"
              onClick={toggleSource}
              aria-pressed={sourceMode}
              disabled={!editor || disabled}
              className={cn(
                "ml-auto inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-forest-900 hover:bg-forest-100 disabled:opacity-50",
                sourceMode && "bg-forest-800 text-white hover:bg-forest-900",
              )}
            >
              <CodeXml aria-hidden className="size-4" />
              HTML
            </button>
          </ToolTip>
        </div>

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
              className={cn(
                controlClasses.textarea,
                "min-h-80 rounded-none border-0 font-mono text-sm shadow-none focus-visible:outline-none",
              )}
            />
          </>
        ) : null}
        {/* Kept mounted in the HTML view so undo history and selection survive the switch. */}
        <div className={cn(sourceMode && "hidden")}>
          {editor ? (
            <EditorContent editor={editor} />
          ) : (
            <div className="prose-site prose-editor text-ink-muted" aria-hidden>
              Loading the editor…
            </div>
          )}
        </div>
      </div>

      <LinkDialog
        state={linkDialog}
        onClose={() => setLinkDialog(null)}
        onApply={applyLink}
        onRemove={removeLink}
        onCloseAutoFocus={returnFocusToEditor}
      />
      <ImageDialog
        open={imageDialogOpen}
        onClose={() => setImageDialogOpen(false)}
        onApply={applyImage}
        onCloseAutoFocus={returnFocusToEditor}
      />
    </Tooltip.Provider>
  );
}

type ToolButtonSpec = {
  name: string;
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  /** Marks and blocks: whether the selection has it (aria-pressed). Actions: undefined. */
  active?: boolean;
  /** Nothing to do right now (undo with no history): focusable, but inert. */
  unavailable?: boolean;
  onClick: () => void;
};

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between buttons
 * (the WAI-ARIA toolbar pattern).
 */
function Toolbar({ groups, disabled }: { groups: ToolButtonSpec[][]; disabled: boolean }) {
  const [current, setCurrent] = useState(groups[0]?.[0]?.name ?? "");
  const ref = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      ref.current?.querySelectorAll<HTMLButtonElement>("button[data-tool]") ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1"
    >
      {groups.map((group, groupIndex) => (
        <div key={group[0]?.name} className="flex items-center gap-0.5">
          {groupIndex > 0 ? (
            <span aria-hidden className="mx-0.5 h-5 w-px bg-forest-900/15 max-sm:hidden" />
          ) : null}
          {group.map((tool) => {
            const inert = disabled || tool.unavailable;
            return (
              <ToolTip
                key={tool.name}
                label={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
              >
                <button
                  type="button"
                  data-tool={tool.name}
                  tabIndex={tool.name === current ? 0 : -1}
                  onFocus={() => setCurrent(tool.name)}
                  aria-label={tool.label}
                  aria-pressed={tool.active === undefined ? undefined : tool.active}
                  aria-disabled={inert || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (!inert) tool.onClick();
                  }}
                  className={cn(
                    "inline-flex size-8 items-center justify-center rounded-md text-forest-900 transition-colors",
                    inert ? "cursor-default opacity-40" : "hover:bg-forest-100",
                    tool.active && "bg-forest-800 text-white hover:bg-forest-900",
                  )}
                >
                  <tool.icon aria-hidden className="size-4" />
                </button>
              </ToolTip>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function ToolTip({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 rounded-md bg-forest-950 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-forest-950" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
