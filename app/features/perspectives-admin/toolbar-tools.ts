import type { ChainedCommands, Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  CornerDownLeft,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  ImageUp,
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

/** The tools that ask for something (an address) before they change the article. */
export type ToolDialogs = {
  openLink: () => void;
  openImage: () => void;
  openUpload: () => void;
};

/** A key combination as shown in a tooltip; a pair where the Mac's differs. */
export type Shortcut = string | { mac: string; other: string };

export type Tool = {
  name: string;
  label: string;
  /** The label while the selection has it, where the tool then does something else. */
  activeLabel?: string;
  icon: LucideIcon;
  shortcut?: Shortcut;
  /** Marks and blocks: whether the selection has it (aria-pressed). Actions have none. */
  isActive?: (editor: Editor) => boolean;
  /** Whether there is anything to do now (undo needs history); always, when absent. */
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor, dialogs: ToolDialogs) => void;
};

const withMod = (key: string): Shortcut => ({ mac: `⌘${key}`, other: `Ctrl+${key}` });

/** Pressed while the selection is in this node or has this mark. */
const has =
  (type: string, attributes?: Record<string, unknown>) =>
  (editor: Editor): boolean =>
    editor.isActive(type, attributes);

/** A command on the article, keeping the cursor in it. */
const apply = (command: (chain: ChainedCommands) => ChainedCommands) => (editor: Editor) => {
  command(editor.chain().focus()).run();
};

/** A mark or block type: pressed while the selection has it; the command sets or clears it. */
const format = (
  name: string,
  label: string,
  icon: LucideIcon,
  command: (chain: ChainedCommands) => ChainedCommands,
  shortcut?: Shortcut,
): Tool => ({ name, label, icon, shortcut, isActive: has(name), run: apply(command) });

const heading = (level: 2 | 3 | 4, icon: LucideIcon): Tool => ({
  name: `h${level}`,
  label: `Heading ${level}`,
  icon,
  isActive: has("heading", { level }),
  run: apply((chain) => chain.toggleHeading({ level })),
});

/** An insertion or an action: never pressed. */
const action = (
  name: string,
  label: string,
  icon: LucideIcon,
  run: Tool["run"],
  extra?: Pick<Tool, "shortcut" | "canRun">,
): Tool => ({ name, label, icon, run, ...extra });

/** The toolbar, group by group: block types, inline marks, blocks, insertions, history. */
export const TOOL_GROUPS: Tool[][] = [
  [
    format("paragraph", "Paragraph", Pilcrow, (chain) => chain.setParagraph()),
    heading(2, Heading2),
    heading(3, Heading3),
    heading(4, Heading4),
  ],
  [
    format("bold", "Bold", Bold, (chain) => chain.toggleBold(), withMod("B")),
    format("italic", "Italic", Italic, (chain) => chain.toggleItalic(), withMod("I")),
    format("underline", "Underline", Underline, (chain) => chain.toggleUnderline(), withMod("U")),
    format("strike", "Strikethrough", Strikethrough, (chain) => chain.toggleStrike()),
    format("code", "Inline code", Code, (chain) => chain.toggleCode()),
    {
      ...action("link", "Link", Link2, (_editor, dialogs) => dialogs.openLink(), {
        shortcut: withMod("K"),
      }),
      activeLabel: "Edit link",
      isActive: has("link"),
    },
  ],
  [
    format("bulletList", "Bulleted list", List, (chain) => chain.toggleBulletList()),
    format("orderedList", "Numbered list", ListOrdered, (chain) => chain.toggleOrderedList()),
    format("blockquote", "Quote", TextQuote, (chain) => chain.toggleBlockquote()),
    format("codeBlock", "Code block", SquareCode, (chain) => chain.toggleCodeBlock()),
  ],
  [
    action("image", "Image", ImagePlus, (_editor, dialogs) => dialogs.openImage()),
    action("uploadImage", "Upload image", ImageUp, (_editor, dialogs) => dialogs.openUpload()),
    action(
      "horizontalRule",
      "Horizontal rule",
      SeparatorHorizontal,
      apply((chain) => chain.setHorizontalRule()),
    ),
    action(
      "hardBreak",
      "Line break",
      CornerDownLeft,
      apply((chain) => chain.setHardBreak()),
      {
        shortcut: "Shift+Enter",
      },
    ),
  ],
  [
    action(
      "undo",
      "Undo",
      Undo2,
      apply((chain) => chain.undo()),
      {
        shortcut: withMod("Z"),
        canRun: (editor) => editor.can().undo(),
      },
    ),
    action(
      "redo",
      "Redo",
      Redo2,
      apply((chain) => chain.redo()),
      {
        shortcut: { mac: "⇧⌘Z", other: "Ctrl+Y" },
        canRun: (editor) => editor.can().redo(),
      },
    ),
  ],
];
