import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The dim layer behind every admin dialog, and the centred box of the dialog itself. */
export const dialogOverlayClass = "fixed inset-0 z-50 bg-forest-950/50";
export const dialogBoxClass =
  "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-xl focus:outline-none";

/**
 * The admin's dialogs (Invite, New sign-in link, the editor's Link and Image): a title, a
 * description, a Close button, and what the dialog holds; scrolls on a short screen.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  onCloseAutoFocus,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where focus goes on close; by default back to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
  /** A wider box for a longer form, e.g. `max-w-2xl`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(dialogBoxClass, "max-h-[calc(100dvh-2rem)] overflow-y-auto", className)}
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
