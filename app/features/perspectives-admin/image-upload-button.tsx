import { ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { UploadProgress } from "~/components/ui/upload-progress";
import type { SendProgress } from "~/lib/post-with-progress";
import { uploadMedia } from "~/lib/upload-media";
import { type FormValues, usePerspectiveFormContext } from "./perspective-form-values";

/**
 * "Upload" beside the cover's and the author photo's URL field: the chosen file is uploaded,
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
    <div className="grid gap-1.5">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
        className="justify-self-start"
      >
        <ImageUp aria-hidden className="size-4" />
        {busy ? "Uploading…" : label}
      </Button>
      {progress ? <UploadProgress progress={progress} /> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
