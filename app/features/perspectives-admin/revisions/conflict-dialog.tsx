import { loadWhenOpen } from "~/components/admin/load-when-open";
import type { Conflict } from "./use-save-conflict";

export type ConflictDialogProps = {
  conflict: Conflict | null;
  onReloadTheirs: () => void;
  onKeepMine: () => Promise<void>;
  onDismiss: () => void;
};

/**
 * Someone saved this perspective after it was opened here (`conflict-dialog-box.tsx`): its
 * code loads when it first opens (ADR 052).
 */
export const ConflictDialog = loadWhenOpen(
  () => import("./conflict-dialog-box").then((module) => module.default),
  (props: ConflictDialogProps) => props.conflict !== null,
);
