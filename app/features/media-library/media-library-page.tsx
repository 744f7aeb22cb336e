import { paths } from "@shared/config/paths";
import type { MediaRecord } from "@shared/schemas/media";
import { mediaUrl } from "@shared/schemas/media-texts";
import { ImageOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { fileSize } from "~/lib/file-size";
import { toast } from "~/lib/toast-store";
import { useDeleteMedia, useMediaLibrary } from "./api";
import { MediaAltForm } from "./media-alt-form";

/**
 * The uploaded images (contract §15; editors and admins): thumbnails, alt text, size, the
 * articles using each, and deleting one after confirming (refused while an article uses it).
 */
export function MediaLibraryPage() {
  const library = useMediaLibrary();
  const [deleting, setDeleting] = useState<MediaRecord | null>(null);
  const remove = useDeleteMedia();

  const onConfirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: "Image deleted", variant: "success" });
      },
      onError: (error) => {
        setDeleting(null);
        toast({
          title: "The image was not deleted",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Media library"
        subtitle="The images uploaded for the journal, newest first. Upload them from the article editor."
      />
      {library.isError ? (
        <p role="alert" className="text-red-700">
          The images could not be loaded: {errorMessage(library.error)}
        </p>
      ) : null}
      {library.data?.length === 0 ? (
        <EmptyState icon={ImageOff} title="No images yet">
          Paste, drop or upload an image in an article to add one.
        </EmptyState>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {library.data?.map((image) => (
          <li key={image.id}>
            <MediaCard image={image} onDelete={() => setDeleting(image)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete image"
        description={
          deleting && deleting.usedIn.length > 0
            ? "This image is used in an article; the site will refuse to delete it until it is removed there."
            : "The image and its sizes will be removed from the site. This cannot be undone."
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}

function MediaCard({ image, onDelete }: { image: MediaRecord; onDelete: () => void }) {
  const thumbnail = mediaUrl(image.id, Math.min(480, image.width), "webp");
  const described = image.decorative ? "Decorative (no alt text)" : image.alt || "No alt text";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
      <img
        src={thumbnail}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-forest-50 object-contain"
      />
      <div className="flex grow flex-col gap-2 p-4 text-sm">
        <p className={image.alt ? "font-medium text-forest-950" : "text-ink-muted italic"}>
          {described}
        </p>
        <p className="text-ink-muted">
          {image.width} × {image.height} · {image.format.toUpperCase()} · {fileSize(image.byteSize)}{" "}
          · <TimeAgo iso={image.createdAt} />
        </p>
        <MediaAltForm image={image} />
        <div>
          <p className="font-medium text-ink">Used in</p>
          {image.usedIn.length === 0 ? (
            <p className="text-ink-muted">No article</p>
          ) : (
            <ul className="mt-1 grid gap-1">
              {image.usedIn.map((use) => (
                <li key={use.id}>
                  <Link
                    to={paths.admin.perspective(use.id)}
                    className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
                  >
                    {use.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <a href={image.url} target="_blank" rel="noreferrer">
              Open
            </a>
          </Button>
          <Button
            type="button"
            variant="danger-outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete image ${image.alt || image.id}`}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
