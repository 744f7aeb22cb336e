import type { Tag } from "@shared/schemas/tags";
import { loadWhenOpen } from "~/components/admin/load-when-open";
import type { useSaveTag } from "./api";

export type TagDialogProps = {
  /** The tag being edited; null for a new one. */
  tag: Tag | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saving the tag: the card's, so that the dialog loaded on open shares no module with it. */
  save: ReturnType<typeof useSaveTag>;
};

/**
 * New tag, or rename and recolour one (`tag-dialog-box.tsx`). Its code, the form library and
 * the schema's checks load when it first opens, or when a button that opens it is about to be
 * pressed (`.intent`, ADR 052).
 */
export const TagDialog = loadWhenOpen(
  () => import("./tag-dialog-box").then((module) => module.default),
  (props: TagDialogProps) => props.open,
);
