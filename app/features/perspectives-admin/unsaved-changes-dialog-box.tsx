import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { dialogBoxClass, dialogOverlayClass } from "~/components/admin/dialog-classes";
import { Button } from "~/components/ui/button";
import type { UnsavedChangesDialogProps } from "./unsaved-changes-dialog";

/** Asked when leaving the editor with changes that were not saved. */
export default function UnsavedChangesDialogBox({
  open,
  onStay,
  onLeave,
}: UnsavedChangesDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogBoxClass("md")}>
          <AlertDialog.Title className="text-lg font-semibold text-forest-950">
            Leave without saving?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            Your changes to this perspective have not been saved. If you leave now they are lost.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep editing</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: closing would also count as "stay". */}
            <Button variant="danger" onClick={onLeave}>
              Discard changes
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
