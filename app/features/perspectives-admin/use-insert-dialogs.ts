import { isAllowedImageUrl, isAllowedLinkUrl } from "@shared/schemas/article-content";
import type { Editor } from "@tiptap/react";
import { type ComponentProps, useState } from "react";
import type { ImageDialog, LinkDialog, LinkDialogState } from "./insert-dialogs";

/**
 * The link and image dialogs of an editor: what opens them, and what their answers do to
 * the article. Returns the openers and each dialog's props.
 */
export function useInsertDialogs(editor: Editor | null) {
  const [linkState, setLinkState] = useState<LinkDialogState | null>(null);
  const [imageOpen, setImageOpen] = useState(false);

  const openLink = () => {
    if (!editor) return;
    const href = (editor.getAttributes("link").href as string | undefined) ?? "";
    setLinkState({ href, needsText: editor.state.selection.empty && !href });
  };

  const applyLink = (href: string, text: string) => {
    if (!editor || !isAllowedLinkUrl(href)) return;
    setLinkState(null);
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
    setLinkState(null);
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
  };

  const applyImage = (src: string, alt: string) => {
    if (!editor || !isAllowedImageUrl(src)) return;
    setImageOpen(false);
    editor.chain().focus().setImage({ src, alt }).run();
  };

  // After a dialog, the cursor goes back where it was in the article.
  const returnFocusToEditor = (event: Event) => {
    if (!editor) return;
    event.preventDefault();
    editor.commands.focus();
  };

  const linkDialog: ComponentProps<typeof LinkDialog> = {
    state: linkState,
    onClose: () => setLinkState(null),
    onApply: applyLink,
    onRemove: removeLink,
    onCloseAutoFocus: returnFocusToEditor,
  };
  const imageDialog: ComponentProps<typeof ImageDialog> = {
    open: imageOpen,
    onClose: () => setImageOpen(false),
    onApply: applyImage,
    onCloseAutoFocus: returnFocusToEditor,
  };
  return { openLink, openImage: () => setImageOpen(true), linkDialog, imageDialog };
}
