/** How far a press may travel and still be a click; further, on the board, it drags a card. */
export const CLICK_TRAVEL = 6;

/**
 * A link pressed by a mouse or pen on a stand-in that the real part replaced while the button
 * was down (`loadOnFirstUse`): the browser sends no click on letting go, the press having begun
 * on an element that is gone (a click goes to what the press and the release have in common).
 * Let go within `CLICK_TRAVEL` of the press, the real part's link is followed as that click
 * would have followed it (a new tab for one that opens in a new tab: letting go is still the
 * person's gesture).
 */
export function followWhenLetGo(link: HTMLElement, press: PointerEvent) {
  const letGo = (event: PointerEvent) => {
    document.removeEventListener("pointercancel", cancel);
    const travel = Math.hypot(event.clientX - press.clientX, event.clientY - press.clientY);
    if (travel < CLICK_TRAVEL && link.isConnected) link.click();
  };
  const cancel = () => document.removeEventListener("pointerup", letGo);
  document.addEventListener("pointerup", letGo, { once: true });
  document.addEventListener("pointercancel", cancel, { once: true });
}
