import { useState } from "react";
import { cx } from "~/lib/cx";

/**
 * An uploaded image's address (`/media/{id}/{width}.{ext}`). Its exact form (`parseMediaUrl`)
 * is the media schema's, with zod, which the editor's first paint does not load (ADR 052): an
 * address that only looks like one fails to load and is not shown (`onError`).
 */
const MEDIA_PATH = /^\/media\/[^\s]+$/;

/** A thumbnail of an image URL, once it is an uploaded image or a whole https address that loads. */
export function ImagePreview({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = url.trim();
  const shown =
    MEDIA_PATH.test(value) || (/^https:\/\/[^\s]+$/i.test(value) && URL.canParse(value));
  if (!shown || failed === value) return null;
  return (
    <img
      src={value}
      alt="Cover preview"
      onError={() => setFailed(value)}
      className={cx("rounded-lg border border-forest-900/10 bg-forest-50 object-cover", className)}
    />
  );
}
