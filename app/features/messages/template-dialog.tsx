import type { MessageTemplate } from "@shared/schemas/messages";
import { loadWhenOpen } from "~/components/admin/load-when-open";
import type { useSaveTemplate } from "./api";

export type TemplateDialogProps = {
  /** The template being edited; null for a new one. */
  template: MessageTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saving the template: the card's, as the other settings dialogs loaded on open are handed theirs. */
  save: ReturnType<typeof useSaveTemplate>;
};

/**
 * New or edit a template (`template-dialog-box.tsx`). Its code, the form library and the
 * schema's checks load when it first opens, or when a button that opens it is about to be
 * pressed (`.intent`, ADR 052).
 */
export const TemplateDialog = loadWhenOpen(
  () => import("./template-dialog-box").then((module) => module.default),
  (props: TemplateDialogProps) => props.open,
);
