import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type UploadedMedia } from "@shared/schemas/media";
import { ApiError } from "./api-client";
import { answerOf, postWithProgress, type SendProgress } from "./post-with-progress";

/**
 * Uploads an image to the media library (contract §15) and answers what the server stored,
 * telling `onProgress` the bytes sent as they go. A file over the limit is refused here, before
 * its bytes are sent; any refusal throws an ApiError with the server's words.
 */
export async function uploadMedia(
  file: File,
  text: { alt: string; decorative: boolean },
  onProgress: (progress: SendProgress) => void = () => {},
): Promise<UploadedMedia> {
  if (file.size > MEDIA_MAX_BYTES) throw new ApiError(413, MEDIA_MESSAGES.tooLarge, false);
  const form = new FormData();
  form.set("alt", text.decorative ? "" : text.alt);
  form.set("decorative", String(text.decorative));
  form.set("file", file);
  const answer = await postWithProgress("/api/admin/media", form, onProgress);
  return answerOf<UploadedMedia>(
    answer,
    (status) => `The image could not be uploaded (${status}).`,
  );
}

/** The image files among pasted or dropped data, in order. */
export function imageFilesOf(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith("image/"));
}
