import { TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import type { Handover } from "./first-use";

/**
 * The editor goes on where the author began in the stand-in: the caret where they pressed
 * (at the end when they came by keyboard), the focus if the stand-in had it, then the keys
 * they typed while the editor loaded. Only pointed at: nothing more.
 */
export function continueInEditor(editor: Editor, { point, keys, focus }: Handover) {
  const { view } = editor;
  // The editor adds its empty paragraph after a last list or image with its first transaction:
  // this one, so that the article ends as the stand-in showed it and the caret can go there.
  view.dispatch(view.state.tr);
  if (!focus && keys.length === 0) return;
  const box = view.dom.getBoundingClientRect();
  const pressed = point && view.posAtCoords({ left: box.left + point.x, top: box.top + point.y });
  const { doc } = view.state;
  const caret = pressed ? TextSelection.near(doc.resolve(pressed.pos)) : TextSelection.atEnd(doc);
  view.dispatch(view.state.tr.setSelection(caret));
  // ProseMirror's own focus, at once: TipTap's waits a frame, and a key pressed in it is lost.
  if (focus) view.focus();
  for (const key of keys) {
    if ("text" in key) editor.commands.insertContent({ type: "text", text: key.text });
    else editor.commands.keyboardShortcut(key.shortcut);
  }
}
