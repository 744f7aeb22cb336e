import { ExternalLink, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { CopyableLink } from "~/components/admin/copyable-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { dateTime } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { type PreviewLink, useCreatePreviewLink, useRevokePreviewLinks } from "./preview-link-api";

/**
 * "Share preview" (contract §15): a link anyone can open for 7 days to read the article as it
 * stands, draft or not, with Copy, its expiry, and "Revoke all links". Opening the dialog
 * makes a new link.
 */
export function SharePreviewButton({ perspectiveId }: { perspectiveId: number }) {
  const [open, setOpen] = useState(false);
  const create = useCreatePreviewLink(perspectiveId);
  const openDialog = () => {
    setOpen(true);
    create.mutate(undefined, {
      onError: (error) =>
        toast({
          title: "Error",
          description: `Could not make a preview link: ${errorMessage(error)}`,
          variant: "destructive",
        }),
    });
  };
  return (
    <>
      <SharePreviewTrigger onClick={openDialog} />
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Share preview"
        description="Anyone with this link can read the article as it stands now, even as a draft. It is not listed or indexed anywhere."
      >
        {create.data ? (
          <PreviewLinkPanel
            perspectiveId={perspectiveId}
            link={create.data}
            onRevoked={() => {
              create.reset();
              setOpen(false);
            }}
          />
        ) : (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {create.isError ? "No link could be made." : "Making a link..."}
          </p>
        )}
      </AdminDialog>
    </>
  );
}

/** The button that opens Share preview; the form's stand-in draws it alone. */
export function SharePreviewTrigger({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Link2 aria-hidden className="size-4" />
      Share preview
    </Button>
  );
}

function PreviewLinkPanel({
  perspectiveId,
  link,
  onRevoked,
}: {
  perspectiveId: number;
  link: PreviewLink;
  onRevoked: () => void;
}) {
  const revoke = useRevokePreviewLinks(perspectiveId);
  const revokeAll = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Preview links revoked",
          description: "Every link shared so far has stopped working.",
          variant: "success",
        });
        onRevoked();
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: `Could not revoke the links: ${errorMessage(error)}`,
          variant: "destructive",
        }),
    });
  return (
    <div className="grid gap-5">
      <CopyableLink
        id="preview-link"
        label="Preview link"
        url={link.url}
        actions={
          <a
            href={link.url}
            target="_blank"
            rel="noopener"
            className={buttonClasses("outline", "sm")}
          >
            <ExternalLink aria-hidden className="size-4" />
            Open preview
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      >
        Works until {dateTime(link.expiresAt)}.
      </CopyableLink>
      <div className="grid gap-2 border-t border-forest-900/10 pt-4">
        <p className="text-sm text-ink-muted">
          Shared it with the wrong person? Revoking stops this link and every earlier one.
        </p>
        <div>
          <Button
            type="button"
            variant="danger-outline"
            size="sm"
            disabled={revoke.isPending}
            onClick={revokeAll}
          >
            <Link2Off aria-hidden className="size-4" />
            {revoke.isPending ? "Revoking..." : "Revoke all links"}
          </Button>
        </div>
      </div>
    </div>
  );
}
