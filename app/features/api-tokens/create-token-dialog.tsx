import type { API_TOKEN_SCOPE_LABELS } from "@shared/schemas/api-token-texts";
import { loadWhenOpen } from "~/components/admin/load-when-open";
import type { useCreateApiToken } from "./api";

export type CreateTokenDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Making the token: the card's, so that the dialog loaded on open shares no module with it. */
  create: ReturnType<typeof useCreateApiToken>;
  /**
   * The scopes' labels, which the page's lists show too: handed over rather than imported, so
   * that the page and the dialog share no module (`api-token-texts.ts`).
   */
  scopeLabels: typeof API_TOKEN_SCOPE_LABELS;
};

/**
 * New token: the form, then the token itself, once, in the same dialog
 * (`create-token-dialog-box.tsx`). Its code, the form library and the schema's checks load when
 * it first opens, or when its button is about to be pressed (`.intent`, ADR 052).
 */
export const CreateTokenDialog = loadWhenOpen(
  () => import("./create-token-dialog-box").then((module) => module.default),
  (props: CreateTokenDialogProps) => props.open,
);
