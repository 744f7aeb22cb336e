import { toast } from "~/lib/toast-store";

/** Preview before the first save: there is no public page yet (contract §5). */
export const showUnsavedPreviewToast = () =>
  toast({
    title: "Cannot preview",
    description: "You must save the perspective first to preview it",
    variant: "destructive",
  });

/**
 * Preview of a draft: the public site answers 'Article Not Found' for it (contract §5),
 * so say why instead of opening that page.
 */
export const showDraftPreviewToast = () =>
  toast({
    title: "Cannot preview",
    description: "This perspective is a draft: publish it and save to see it on the public site.",
    variant: "destructive",
  });
