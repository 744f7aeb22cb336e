import { type ComponentType, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Typed } from "~/lib/typed-values";
import { followWhenLetGo } from "./pressed-link";

/** What the real part is handed when it takes its stand-in's place. */
export type HandedOver = { typed: Typed };

const FIELDS = "input[name], textarea[name], select[name]";
/**
 * What can hold the focus or be pressed, counted to find the same element in the real part.
 * Not what is hidden from assistive technology (a library's hidden form input beside its
 * control, a file input behind its button): the stand-in need not draw it.
 */
const FOCUSABLE =
  ":is(input, textarea, select, button, a[href], [tabindex]):not([aria-hidden='true'])";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** A select's value as the page drew it (the option marked selected, else the first). */
const drawnChoice = (select: HTMLSelectElement) =>
  ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? "";

/**
 * The fields whose values differ from what the page drew: what the person wrote (a stand-in
 * reads it too, to offer Save once something has changed).
 */
export function typedIn(box: HTMLElement): Typed {
  const typed: Record<string, string | boolean> = {};
  for (const field of box.querySelectorAll<Field>(FIELDS)) {
    if (isChoice(field)) {
      if (field.checked === field.defaultChecked) continue;
      if (field.type === "checkbox") typed[field.name] = field.checked;
      else if (field.checked) typed[field.name] = field.value;
    } else if (field instanceof HTMLSelectElement) {
      if (field.value !== drawnChoice(field)) typed[field.name] = field.value;
    } else if (field.value !== field.defaultValue) typed[field.name] = field.value;
  }
  return typed;
}

/** Where the focus was in the stand-in: the n-th focusable element, and the caret in it. */
type Focus = { index: number; selection: [number, number] | null };

function focusIn(box: HTMLElement): Focus | null {
  const active = document.activeElement;
  if (!active || !box.contains(active)) return null;
  const index = [...box.querySelectorAll(FOCUSABLE)].indexOf(active);
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  const selection =
    caret && caret.selectionStart !== null && caret.selectionEnd !== null
      ? ([caret.selectionStart, caret.selectionEnd] as [number, number])
      : null;
  return index < 0 ? null : { index, selection };
}

/**
 * A button pressed before the code arrived (not one that sends the form: that is the submit's
 * to repeat), pressed again on the real part as it was pressed: by a key, the key (which opens
 * a Radix menu at its first item, or picks up a board's card), then a click if nothing took the
 * key; by the pointer, a pointer press (which opens a Radix menu), then a click, which any other
 * button acts on.
 */
function pressAgain(box: HTMLElement, index: number, byKey: boolean) {
  const button = box.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  if (!(button instanceof HTMLButtonElement) || button.disabled) return;
  if (byKey) {
    const key = { key: "Enter", code: "Enter", bubbles: true, cancelable: true };
    if (button.dispatchEvent(new KeyboardEvent("keydown", key))) button.click();
    return;
  }
  const press = { bubbles: true, cancelable: true, button: 0, pointerType: "mouse" };
  button.dispatchEvent(new PointerEvent("pointerdown", press));
  button.dispatchEvent(new PointerEvent("pointerup", press));
  button.click();
}

function restoreFocus(box: HTMLElement, focus: Focus) {
  const element = box.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.index];
  if (!element) return;
  element.focus({ preventScroll: true });
  if (
    focus.selection &&
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
  )
    element.setSelectionRange(...focus.selection);
}

/**
 * A form (or a card with one) whose code loads on first use (ADR 052): until then `StandIn`
 * draws the same markup without the form library or the schemas, so the page paints and reads
 * the same. The pointer entering it, a finger touching it, the focus reaching it or a field
 * changing loads the real one, which then takes the stand-in's place in one synchronous step:
 * it starts from what was written meanwhile (`typed`, by field name; the real form passes it to
 * its default values with `withTyped`), the focus and the caret stay where they were, a button
 * pressed meanwhile is pressed again (a menu's button opens its menu), a link pressed as it
 * arrives is followed when let go, and a form sent before
 * the code arrived is sent by the real form.
 *
 * The stand-in's markup must match the real form's: the same fields with the same names, in the
 * same order (the focus is kept by position among the focusable elements). Both draw it from one
 * component in a module of its own: the real form's module must not import the one that calls
 * `loadOnFirstUse`, or the chunking (vite.config.ts) sees an import cycle through a lazy module
 * and takes what the form loads for code the public pages share. Where a family's screens share a
 * kit (the settings pages), the form is handed that component (`drawnWith`) rather than importing it.
 */
export function loadOnFirstUse<Props extends object>(
  load: () => Promise<ComponentType<Props & HandedOver>>,
  StandIn: ComponentType<Props>,
): ComponentType<Props> {
  let loaded: ComponentType<Props & HandedOver> | undefined;
  let loading: Promise<ComponentType<Props & HandedOver>> | undefined;
  const loadForm = () => {
    loading ??= load().then((form) => {
      loaded = form;
      return form;
    });
    return loading;
  };

  function OnFirstUse(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Drawn at once when the code is already here (a second visit); on a first load the page is
    // hydrated with the stand-in the server drew.
    const [typed, setTyped] = useState<Typed | null>(() => (loaded ? {} : null));
    const Form = loaded;

    const standingIn = typed === null || !Form;

    useEffect(() => {
      const element = box.current;
      if (!standingIn || !element) return;
      let used = false;
      let submitted: number | null = null;
      let pressed: number | null = null;
      let pressedByKey = false;
      /** A link pressed by a mouse or pen, not let go yet: its click will not come (see below). */
      let pressedLink: { index: number; at: PointerEvent } | null = null;
      const use = () => {
        if (used) return;
        used = true;
        void loadForm().then(() => {
          if (!element.isConnected) return; // gone before the code arrived
          const focus = focusIn(element);
          const written = typedIn(element);
          flushSync(() => setTyped(written));
          if (focus) restoreFocus(element, focus);
          if (pressed !== null) pressAgain(element, pressed, pressedByKey);
          if (pressedLink) {
            const link = element.querySelectorAll(FOCUSABLE)[pressedLink.index];
            if (link instanceof HTMLAnchorElement) followWhenLetGo(link, pressedLink.at);
          }
          if (submitted !== null) element.querySelectorAll("form")[submitted]?.requestSubmit();
        });
      };
      const formIndex = (form: HTMLFormElement | null) =>
        Math.max(0, [...element.querySelectorAll("form")].indexOf(form as HTMLFormElement));
      const send = (event: SubmitEvent) => {
        // Sent before the code arrived: the real form sends it, with its checks.
        event.preventDefault();
        submitted = formIndex(event.target as HTMLFormElement);
        use();
      };
      // A button is pressed as the pointer goes down (its click follows only if the pointer comes
      // up on the same element, and the real part may have taken over in between) or by a key.
      const press = (event: Event) => {
        const link = (event.target as Element).closest("a[href]");
        if (link) {
          pressLink(event, link);
          return;
        }
        const button = (event.target as Element).closest("button");
        if (!button || button.disabled) return;
        // A button sends a form only inside one (outside, its default `type` does nothing).
        if (button.type !== "submit" || !button.form) {
          pressed = [...element.querySelectorAll(FOCUSABLE)].indexOf(button);
          // A click that no pointer made: Enter or Space.
          pressedByKey = event.type === "click" && (event as MouseEvent).detail === 0;
        } else if (event.type === "pointerdown") submitted = formIndex(button.form);
        else return; // a click on a form's submit button: its submit event follows
        use();
      };
      // A link pressed by a mouse or pen whose stand-in is replaced before the button comes up
      // gets no click: the press began on an element that is gone. The real part's link is then
      // followed on letting go (`followWhenLetGo`). A finger's tap is aimed when it ends, at the
      // link there by then, so the browser follows that one itself.
      const pressLink = (event: Event, link: Element) => {
        // Not its click (a pointer event too in Chromium): that one followed the stand-in's link.
        if (event.type !== "pointerdown" || !(event instanceof PointerEvent)) return;
        if (event.pointerType === "touch" || !event.isPrimary || event.button !== 0) return;
        pressedLink = { index: [...element.querySelectorAll(FOCUSABLE)].indexOf(link), at: event };
        use();
      };
      // Let go before the real part arrived: the browser clicked the stand-in's link, or nothing.
      const letGo = () => {
        pressedLink = null;
      };
      const uses = ["pointerover", "touchstart", "focusin", "input"] as const;
      const presses = ["pointerdown", "click"] as const;
      const letGoes = ["pointerup", "pointercancel"] as const;
      for (const type of uses) element.addEventListener(type, use, { passive: true });
      for (const type of presses) element.addEventListener(type, press);
      element.addEventListener("submit", send);
      for (const type of letGoes) document.addEventListener(type, letGo);
      return () => {
        for (const type of letGoes) document.removeEventListener(type, letGo);
        for (const type of uses) element.removeEventListener(type, use);
        for (const type of presses) element.removeEventListener(type, press);
        element.removeEventListener("submit", send);
      };
    }, [standingIn]);

    return (
      <div ref={box} className="contents">
        {standingIn ? <StandIn {...props} /> : <Form {...props} typed={typed} />}
      </div>
    );
  }
  OnFirstUse.displayName = `OnFirstUse(${StandIn.displayName ?? StandIn.name})`;
  return OnFirstUse;
}

/**
 * The real part, drawn with the `View` the page draws its stand-in with, handed to it here rather
 * than imported by its module: the view is then code of the page alone and stays in the page's
 * file. Imported by both, it would be code the page shares with a part loaded on use, which the
 * chunking (vite.config.ts) puts in the kit every screen of the page's family loads.
 */
export function drawnWith<View, Props extends { View: View }>(
  Part: ComponentType<Props>,
  View: View,
): ComponentType<Omit<Props, "View">> {
  function DrawnWith(props: Omit<Props, "View">) {
    return <Part {...({ ...props, View } as Props)} />;
  }
  DrawnWith.displayName = `DrawnWith(${Part.displayName ?? Part.name})`;
  return DrawnWith;
}
