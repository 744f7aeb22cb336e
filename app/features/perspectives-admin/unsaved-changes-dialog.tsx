import { loadWhenOpen } from "~/components/admin/load-when-open";

export type UnsavedChangesDialogProps = {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/** Asked when leaving the editor with changes that were not saved; loaded when it first opens. */
export const UnsavedChangesDialog = loadWhenOpen(
  () => import("./unsaved-changes-dialog-box").then((module) => module.default),
  (props: UnsavedChangesDialogProps) => props.open,
);
