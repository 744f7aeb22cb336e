import { toast } from "~/lib/toast-store";

/** Preview before the first save: there is no public page yet (contract §5). */
export const showUnsavedPreviewToast = () =>
  toast({
    title: "Cannot preview",
    description: "You must save the perspective first to preview it",
    variant: "destructive",
  });
