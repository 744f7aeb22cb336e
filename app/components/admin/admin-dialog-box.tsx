import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cx } from "~/lib/cx";
import type { AdminDialogProps } from "./admin-dialog";
import { dialogBoxClass, dialogOverlayClass } from "./dialog-classes";
import { useFocusOpener } from "./use-focus-opener";

/**
 * The admin's dialogs (Invite, New sign-in link, the editor's Link and Image): a title, a
 * description, a Close button, and what the dialog holds; scrolls on a short screen. The
 * dialog itself (Radix), loaded when it first opens (`admin-dialog.tsx`).
 */
export default function AdminDialogBox({
  open,
  onOpenChange,
  title,
  description,
  onCloseAutoFocus,
  width = "md",
  children,
}: AdminDialogProps) {
  const { rememberOpener, focusOpener } = useFocusOpener();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={onCloseAutoFocus ?? focusOpener}
          className={cx(dialogBoxClass(width), "max-h-[calc(100dvh-2rem)] overflow-y-auto")}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-forest-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-100"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
