import * as Dialog from "@radix-ui/react-dialog";
import type { UploadedMedia } from "@shared/schemas/media";
import { type FormEvent, useId, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { altTextProblem, ImageAltFields } from "~/components/admin/image-alt-fields";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { UploadProgress } from "~/components/ui/upload-progress";
import type { SendProgress } from "~/lib/post-with-progress";
import { uploadMedia } from "~/lib/upload-media";

export type UploadImageState = {
  /** The pasted or dropped file; null when the editor picks one in the dialog. */
  file: File | null;
};

/**
 * Uploads an image into the article, asking at once for its alt text (or "decorative").
 * The bytes sent show while it uploads; a refusal (not an image, too large, SVG) is shown in
 * the dialog in the server's words.
 */
export function UploadImageDialog({
  state,
  onClose,
  onUploaded,
  onCloseAutoFocus,
}: {
  state: UploadImageState | null;
  onClose: () => void;
  onUploaded: (image: UploadedMedia) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const ids = { file: useId(), error: useId() };
  const [chosen, setChosen] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [shownFor, setShownFor] = useState<UploadImageState | null>(null);
  if (state !== shownFor) {
    setShownFor(state);
    if (state) {
      setChosen(state.file);
      setAlt("");
      setDecorative(false);
      setErrors({});
      setBusy(false);
      setProgress(null);
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      file: chosen ? undefined : "Choose an image file",
      alt: altTextProblem(alt, decorative),
    };
    setErrors(next);
    if (!chosen || next.alt) return;
    setBusy(true);
    setProgress({ sent: 0, total: chosen.size });
    try {
      onUploaded(await uploadMedia(chosen, { alt: alt.trim(), decorative }, setProgress));
    } catch (error) {
      setErrors({ upload: error instanceof Error ? error.message : String(error) });
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <AdminDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Upload image"
      description="JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. Location and camera data are removed."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Portalled out of the article form, but React events bubble to it: not a save.
          event.stopPropagation();
          void onSubmit(event);
        }}
        className="grid gap-4"
        aria-describedby={errors.upload ? ids.error : undefined}
      >
        <FormField
          id={ids.file}
          label="Image file"
          required
          hint={chosen ? `Selected: ${chosen.name || "pasted image"}` : undefined}
          error={errors.file}
        >
          {(aria) => (
            <Input
              {...aria}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              onChange={(event) => {
                setChosen(event.target.files?.[0] ?? null);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <ImageAltFields
          alt={alt}
          decorative={decorative}
          error={errors.alt}
          onAltChange={setAlt}
          onDecorativeChange={(checked) => {
            setDecorative(checked);
            setErrors({});
          }}
        />
        {progress ? <UploadProgress progress={progress} /> : null}
        {errors.upload ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
            {errors.upload}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? "Uploading…" : "Upload and insert"}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
