import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective-texts";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
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
 * Asks before deleting (contract §5), then deletes and says so. Focus starts on Cancel, is
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
    <ConfirmDialog
      open={perspective !== null}
      onOpenChange={onOpenChange}
      title="Delete perspective"
      description={
        <>
          {PERSPECTIVE_MESSAGES.deleteConfirm}
          {perspective ? (
            <span className="mt-2 block break-words font-medium text-ink">
              “{perspective.title}” will be removed from the site. This cannot be undone.
            </span>
          ) : null}
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      icon={Trash2}
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo) return;
        event.preventDefault();
        // The row (and its menu button) is gone after a deletion: the screen takes focus.
        const target = returnFocusTo();
        if (target?.isConnected) target.focus();
        else document.getElementById("main")?.focus();
      }}
    />
  );
}
