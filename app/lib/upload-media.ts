import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type UploadedMedia } from "@shared/schemas/media";
import { ApiError } from "./api-client";

/**
 * Uploads an image to the media library (contract §15) and answers what the server stored.
 * A file over the limit is refused here, before its bytes are sent; any refusal throws an
 * ApiError with the server's words.
 */
export async function uploadMedia(
  file: File,
  text: { alt: string; decorative: boolean },
): Promise<UploadedMedia> {
  if (file.size > MEDIA_MAX_BYTES) throw new ApiError(413, MEDIA_MESSAGES.tooLarge, false);
  const form = new FormData();
  form.set("alt", text.decorative ? "" : text.alt);
  form.set("decorative", String(text.decorative));
  form.set("file", file);
  const response = await fetch("/api/admin/media", {
    method: "POST",
    credentials: "include",
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body?.message === "string" ? body.message : undefined;
    throw new ApiError(
      response.status,
      message ?? `The image could not be uploaded (${response.status}).`,
      message !== undefined,
      body,
    );
  }
  return body as UploadedMedia;
}

/** The image files among pasted or dropped data, in order. */
export function imageFilesOf(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith("image/"));
}
