/**
 * Which pointer presses may drag a card: the rule the board's drag and drop starts by
 * (`card-pointer-sensor.ts`) and its stand-in remembers a press by (`board-columns.tsx`), in a
 * module of its own so that the stand-in does not load dnd-kit with it.
 */

/** Controls that answer a press themselves: pressing one never picks the card up. */
const OWN_PRESS = "button, input, select, textarea, [role='menu']";

type Press = Pick<PointerEvent, "isPrimary" | "button" | "pointerType" | "target">;
type CardNodes = {
  card: Pick<Element, "contains"> | null;
  /** The grip, the card's keyboard handle. */
  handle: Pick<Element, "contains"> | null;
};

/**
 * Whether a pointer press may become a drag of the card (once it has travelled the
 * activation distance; a press that does not travel stays a click). Anywhere on the card
 * counts, its title link included, as on GitHub Projects or Trello, except:
 * - a control with a job of its own (the Move to… button opens its menu on press);
 * - what the card renders elsewhere, such as its open menu (React passes a portal's
 *   events to the card, though the menu is not inside it);
 * - a finger outside the grip: there a swipe scrolls the board, as a phone user expects.
 */
export function pressPicksUpCard(
  { isPrimary, button, pointerType, target }: Press,
  { card, handle }: CardNodes,
): boolean {
  if (!isPrimary || button !== 0) return false;
  const pressed = target as Element | null;
  if (!pressed || !card?.contains(pressed)) return false;
  if (handle?.contains(pressed)) return true;
  if (pointerType === "touch") return false;
  return pressed.closest(OWN_PRESS) === null;
}
