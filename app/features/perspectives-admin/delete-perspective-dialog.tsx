import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useDeletePerspective } from "./api";

type Props = {
  /** The perspective to delete; null keeps the dialog closed. */
  perspective: { id: number; title: string } | null;
  onOpenChange: (open: boolean) => void;
  /** After the server confirmed the deletion (the dialog has closed). */
  onDeleted?: () => void;
  /** Where focus goes when the dialog closes; by default back to what opened it. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * Asks before deleting (spec §5), then deletes and says so. Focus starts on Cancel, is
 * kept inside the dialog, and Escape closes it.
 */
export function DeletePerspectiveDialog({
  perspective,
  onOpenChange,
  onDeleted,
  returnFocusTo,
}: Props) {
  const remove = useDeletePerspective();

  const onConfirm = () => {
    if (!perspective) return;
    remove.mutate(perspective.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          title: "Perspective deleted",
          description: "The perspective has been successfully deleted.",
          variant: "success",
        });
        onDeleted?.();
      },
      onError: (error) => {
        onOpenChange(false);
        toast({
          title: "Error",
          description: `Failed to delete perspective: ${errorMessage(error)}`,
          variant: "destructive",
        });
      },
    });
  };

  return (
    <AlertDialog.Root open={perspective !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-forest-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            // The row (and its menu button) is gone after a deletion: the screen takes focus.
            const target = returnFocusTo();
            if (target?.isConnected) target.focus();
            else document.getElementById("main")?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
              <Trash2 aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <AlertDialog.Title className="text-lg font-semibold text-forest-950">
                Delete perspective
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-ink-muted">
                {PERSPECTIVE_MESSAGES.deleteConfirm}
                {perspective ? (
                  <span className="mt-2 block break-words font-medium text-ink">
                    “{perspective.title}” will be removed from the site. This cannot be undone.
                  </span>
                ) : null}
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
                disabled={remove.isPending}
                onClick={(event) => {
                  // Stay open until the server has answered.
                  event.preventDefault();
                  onConfirm();
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
