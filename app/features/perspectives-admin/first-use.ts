/*
 * What the author did with the article before the editor had loaded, carried into the editor
 * when it takes the stand-in's place. TipTap-free: the stand-in records it in the screen's own
 * chunk; `continue-in-editor.ts` replays it, with the editor.
 */

/** A key pressed in the stand-in: text to insert, or a key the editor's keymap handles. */
export type PendingKey = { text: string } | { shortcut: string };

/** Where the author pressed (from the article's top left corner), what they typed since. */
export type FirstUse = { point: { x: number; y: number } | null; keys: PendingKey[] };

/** The first use, and whether the stand-in had the focus when the editor arrived. */
export type Handover = FirstUse & { focus: boolean };

/** Keys that change the article, handled by the editor's keymap (a new paragraph, deleting). */
const EDITING_KEYS = new Set(["Enter", "Backspace", "Delete"]);

type KeyPress = Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "metaKey">;

/** What a key press writes into the article; null for one that does not (arrows, Tab, Ctrl+…). */
export function pendingKeyOf(event: KeyPress): PendingKey | null {
  if (event.ctrlKey || event.metaKey) return null;
  if ([...event.key].length === 1) return { text: event.key };
  if (EDITING_KEYS.has(event.key))
    return { shortcut: event.shiftKey ? `Shift-${event.key}` : event.key };
  return null;
}
