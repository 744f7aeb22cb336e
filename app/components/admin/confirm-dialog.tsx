import type { ConfirmDialogProps } from "./confirm-dialog-box";
import { loadWhenOpen } from "./load-when-open";

/**
 * Asks before an irreversible step (delete, deactivate). Focus starts on Cancel and stays in
 * the dialog; Escape closes it; the dialog stays open until the server has answered. Its Radix
 * parts load when it first opens, or when its button is about to be pressed
 * (`confirmDialogIntent`), so no screen's first load carries them (ADR 052).
 */
export const ConfirmDialog = loadWhenOpen(
  () => import("./confirm-dialog-box").then((module) => module.default),
  (props: ConfirmDialogProps) => props.open,
);

/** For the button that opens a `ConfirmDialog`: fetches its code ahead. */
export const confirmDialogIntent = ConfirmDialog.intent;
