import { ImageUp } from "lucide-react";
import type { ChangeEventHandler, Ref } from "react";
import { Button } from "~/components/ui/button";
import { UploadProgress } from "~/components/ui/upload-progress";
import type { SendProgress } from "~/lib/post-with-progress";

/** An image field's upload, as `ImageUploadButton` runs it; its form's stand-in draws it idle. */
export type ImageUploadViewProps = {
  label: string;
  input?: Ref<HTMLInputElement>;
  onChoose?: () => void;
  onChosen?: ChangeEventHandler<HTMLInputElement>;
  busy?: boolean;
  progress?: SendProgress | null;
  error?: { id: string; message: string };
};

/**
 * "Upload" beside the cover's and the author photo's URL field: a button that opens the file
 * chooser, the bytes sent while uploading, and why an upload failed.
 */
export function ImageUploadView({
  label,
  input,
  onChoose,
  onChosen,
  busy = false,
  progress = null,
  error,
}: ImageUploadViewProps) {
  return (
    <div className="grid gap-1.5">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={onChosen}
      />
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        aria-describedby={error?.id}
        onClick={onChoose}
        className="justify-self-start"
      >
        <ImageUp aria-hidden className="size-4" />
        {busy ? "Uploading…" : label}
      </Button>
      {progress ? <UploadProgress progress={progress} /> : null}
      {error ? (
        <p id={error.id} role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
