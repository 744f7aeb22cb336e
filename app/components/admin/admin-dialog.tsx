import type { ReactNode } from "react";
import type { DialogWidth } from "./dialog-classes";
import { loadWhenOpen } from "./load-when-open";

export type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where focus goes on close; by default back to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
  /** How wide the box may grow (`md` by default): a longer form asks for more. */
  width?: DialogWidth;
  children: ReactNode;
};

/**
 * The admin's dialogs (Invite, New sign-in link, the editor's Link and Image): a title, a
 * description, a Close button, and what the dialog holds; scrolls on a short screen. Radix's
 * dialog loads when one first opens (ADR 052).
 */
export const AdminDialog = loadWhenOpen(
  () => import("./admin-dialog-box").then((module) => module.default),
  (props: AdminDialogProps) => props.open,
);
