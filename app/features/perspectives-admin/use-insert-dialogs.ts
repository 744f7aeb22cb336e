import { isAllowedImageUrl, isAllowedLinkUrl } from "@shared/schemas/article-content";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import type { CommandProps, Editor } from "@tiptap/react";
import { type ComponentProps, useState } from "react";
import type { ImageDialog, LinkDialog, LinkDialogState } from "./insert-dialogs";
import type { UploadImageDialog, UploadImageState } from "./upload-image-dialog";

/**
 * An image inserted from a dialog is selected once the editor has its focus back, so the next
 * key typed would replace it: the cursor goes to the text after it instead, as in any word
 * processor.
 */
const placeCursorAfterImage = ({ tr }: CommandProps) => {
  if (tr.selection instanceof NodeSelection) {
    tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
  }
  return true;
};

/**
 * The link and image dialogs of an editor: what opens them, and what their answers do to
 * the article. Returns the openers and each dialog's props.
 */
export function useInsertDialogs(editor: Editor | null) {
  const [linkState, setLinkState] = useState<LinkDialogState | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const [upload, setUpload] = useState<(UploadImageState & { at: number | null }) | null>(null);

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

  /** Opens the upload dialog: for a pasted or dropped file (at `at`, for a drop), or to pick one. */
  const openUpload = (file: File | null = null, at: number | null = null) =>
    setUpload({ file, at });

  const insertUploaded = (image: { url: string; alt: string }) => {
    const at = upload?.at ?? null;
    setUpload(null);
    if (!editor) return;
    const node = { type: "image", attrs: { src: image.url, alt: image.alt } };
    const chain = editor.chain().focus();
    (at === null ? chain.insertContent(node) : chain.insertContentAt(at, node)).run();
  };

  // After a dialog, the cursor goes back where it was in the article (after an inserted image).
  const returnFocusToEditor = (event: Event) => {
    if (!editor) return;
    event.preventDefault();
    editor.chain().focus().command(placeCursorAfterImage).run();
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
  const uploadDialog: ComponentProps<typeof UploadImageDialog> = {
    state: upload,
    onClose: () => setUpload(null),
    onUploaded: insertUploaded,
    onCloseAutoFocus: returnFocusToEditor,
  };
  return {
    openLink,
    openImage: () => setImageOpen(true),
    openUpload,
    linkDialog,
    imageDialog,
    uploadDialog,
  };
}
