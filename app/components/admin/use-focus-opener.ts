import { useRef } from "react";

/**
 * Gives the focus back, on close, to what had it as a dialog opened. Radix gives it back to the
 * dialog's `Trigger`, and to nothing without one; the admin's dialogs are opened by plain
 * buttons (a dialog whose code loads on open has no trigger until then). `rememberOpener` goes
 * to the content's `onOpenAutoFocus` (it lets Radix focus the dialog as usual), `focusOpener`
 * to its `onCloseAutoFocus`.
 */
export function useFocusOpener() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    rememberOpener: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    focusOpener: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
