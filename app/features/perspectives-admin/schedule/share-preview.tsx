import { Copy, Link2, Link2Off } from "lucide-react";
import { useRef, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
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
      <Button variant="outline" size="sm" onClick={openDialog}>
        <Link2 aria-hidden className="size-4" />
        Share preview
      </Button>
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

function PreviewLinkPanel({
  perspectiveId,
  link,
  onRevoked,
}: {
  perspectiveId: number;
  link: PreviewLink;
  onRevoked: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const revoke = useRevokePreviewLinks(perspectiveId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({
        title: "Copy it yourself",
        description: "The link is selected: press Ctrl+C or ⌘C.",
      });
    }
  };
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
      <div className="grid gap-2">
        <label htmlFor="preview-link" className="text-sm font-semibold text-forest-950">
          Preview link
        </label>
        <Input
          ref={input}
          id="preview-link"
          readOnly
          value={link.url}
          aria-describedby="preview-link-expiry"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id="preview-link-expiry" className="text-sm text-ink-muted">
          Works until {dateTime(link.expiresAt)}.
        </p>
        <div>
          <Button type="button" size="sm" onClick={copy}>
            <Copy aria-hidden className="size-4" />
            Copy link
          </Button>
        </div>
      </div>
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
