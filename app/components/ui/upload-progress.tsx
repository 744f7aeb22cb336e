import { fileSize } from "~/lib/file-size";
import type { SendProgress } from "~/lib/post-with-progress";

/**
 * An upload's bytes sent, as a bar and in words ("4.2 MB of 9.6 MB"); once all are sent, what
 * the server is doing with them (`afterSending`). A phone's 10 MB photo takes seconds to send.
 */
export function UploadProgress({
  progress,
  afterSending = "storing the image…",
}: {
  progress: SendProgress;
  afterSending?: string;
}) {
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const text =
    progress.sent < progress.total
      ? `${fileSize(progress.sent)} of ${fileSize(progress.total)}`
      : `${fileSize(progress.total)} sent; ${afterSending}`;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-forest-100"
      >
        {/* Set through the DOM's style object, which the pages' CSP allows. */}
        <div className="h-full bg-forest-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-muted tabular-nums">{text}</p>
    </div>
  );
}
