import * as Dialog from "@radix-ui/react-dialog";
import { MEDIA_ALT_MAX, type UploadedMedia } from "@shared/schemas/media";
import { type FormEvent, useId, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField, Input } from "~/components/ui/form-field";
import { uploadMedia } from "~/lib/upload-media";

const ALT_MESSAGE = "Describe the image for readers who cannot see it, or mark it decorative";

export type UploadImageState = {
  /** The pasted or dropped file; null when the editor picks one in the dialog. */
  file: File | null;
};

/**
 * Uploads an image into the article, asking at once for its alt text (or "decorative").
 * A refusal (not an image, too large, SVG) is shown in the dialog in the server's words.
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
  const ids = { file: useId(), alt: useId(), decorative: useId(), error: useId() };
  const [chosen, setChosen] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<UploadImageState | null>(null);
  if (state !== shownFor) {
    setShownFor(state);
    if (state) {
      setChosen(state.file);
      setAlt("");
      setDecorative(false);
      setErrors({});
      setBusy(false);
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      file: chosen ? undefined : "Choose an image file",
      alt: decorative || alt.trim() ? undefined : ALT_MESSAGE,
    };
    setErrors(next);
    if (!chosen || next.alt) return;
    setBusy(true);
    try {
      onUploaded(await uploadMedia(chosen, { alt: alt.trim(), decorative }));
    } catch (error) {
      setErrors({ upload: error instanceof Error ? error.message : String(error) });
      setBusy(false);
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
        <FormField
          id={ids.alt}
          label="Alternative text"
          required={!decorative}
          hint="What the image shows, for screen readers and when it cannot load"
          error={errors.alt}
        >
          {(aria) => (
            <Input
              {...aria}
              value={alt}
              maxLength={MEDIA_ALT_MAX}
              disabled={decorative}
              onChange={(event) => setAlt(event.target.value)}
            />
          )}
        </FormField>
        <CheckboxField
          id={ids.decorative}
          label="Decorative: it adds nothing the text does not say (no alt text)"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setErrors({});
          }}
        />
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
