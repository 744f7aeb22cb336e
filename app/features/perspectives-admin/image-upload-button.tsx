import { useId, useRef, useState } from "react";
import type { SendProgress } from "~/lib/post-with-progress";
import { uploadMedia } from "~/lib/upload-media";
import { ImageUploadView } from "./image-upload-view";
import { usePerspectiveFormContext } from "./perspective-form-checks";
import type { FormValues } from "./perspective-form-values";

/**
 * The upload beside the cover's and the author photo's URL field: the chosen file is uploaded,
 * the bytes sent showing meanwhile, and its URL put in the field. Both are described by the
 * page around them (the cover by the title, the photo by the author's name beside it), so
 * they are stored as decorative.
 */
export function ImageUploadButton({
  name,
  label,
}: {
  name: keyof Pick<FormValues, "coverImage" | "authorImage">;
  label: string;
}) {
  const { setValue } = usePerspectiveFormContext();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [error, setError] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setProgress({ sent: 0, total: file.size });
    try {
      const image = await uploadMedia(file, { alt: "", decorative: true }, setProgress);
      setValue(name, image.url, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <ImageUploadView
      label={label}
      input={input}
      onChoose={() => input.current?.click()}
      onChosen={(event) => void upload(event.target.files?.[0])}
      busy={busy}
      progress={progress}
      error={error ? { id: errorId, message: error } : undefined}
    />
  );
}
