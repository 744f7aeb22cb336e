import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { dialogBoxClass, dialogOverlayClass } from "./dialog-classes";
import { useFocusOpener } from "./use-focus-opener";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirming button's label, and its label while the server answers. */
  confirmLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
  pending: boolean;
  onConfirm: () => void;
  /** Where focus goes on close; by default back to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The confirming dialog itself (a Radix alert dialog), loaded when it first opens or is about
 * to (`confirm-dialog.tsx`).
 */
export default function ConfirmDialogBox({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  icon: Icon,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { rememberOpener, focusOpener } = useFocusOpener();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={onCloseAutoFocus ?? focusOpener}
          className={dialogBoxClass("md")}
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <AlertDialog.Title className="text-lg font-semibold text-forest-950">
                {title}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-ink-muted">
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                disabled={pending}
                onClick={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                <Icon aria-hidden className="size-4" />
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
