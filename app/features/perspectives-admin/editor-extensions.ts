import { isAllowedLinkUrl } from "@shared/schemas/article-content";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

/**
 * Exactly the elements the server keeps (contract §5): paragraphs, h2–h4, bold, italic,
 * underline, strike, links, both lists, quotes, inline code and code blocks, images,
 * rules and line breaks. The rest of the kit are editing aids (undo, cursors, list keys).
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      // The server's rule, so a pasted link the server would make inert is never a link here.
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      // What the server stores: no target, rel added.
      HTMLAttributes: { target: null, rel: "noopener noreferrer", class: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];
