import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useCreatePreviewLink } from "./preview-link-api";

/**
 * Preview of an article that is not public yet (a draft, or scheduled): a new tab on a fresh
 * preview link (contract §15), since its public address answers "Article Not Found" until
 * it goes live. The tab opens within the click, before the link exists, so that no pop-up
 * blocker stops it, and is pointed at the link once the server gives it.
 */
export function useOpenPreview(perspectiveId: number) {
  const create = useCreatePreviewLink(perspectiveId);
  return () => {
    const tab = window.open("", "_blank");
    create.mutate(undefined, {
      onSuccess: (link) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = link.url;
        } else {
          toast({
            title: "The new tab was blocked",
            description: "Use Share preview to copy the link, or allow pop-ups for this site.",
          });
        }
      },
      onError: (error) => {
        tab?.close();
        toast({
          title: "Cannot preview",
          description: `Could not make a preview link: ${errorMessage(error)}`,
          variant: "destructive",
        });
      },
    });
  };
}
