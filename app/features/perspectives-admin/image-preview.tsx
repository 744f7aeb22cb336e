import { parseMediaUrl } from "@shared/schemas/media";
import { useState } from "react";
import { cn } from "~/lib/cn";

/** A thumbnail of an image URL, once it is an uploaded image or a whole https address that loads. */
export function ImagePreview({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = url.trim();
  const shown =
    parseMediaUrl(value) !== null || (/^https:\/\/[^\s]+$/i.test(value) && URL.canParse(value));
  if (!shown || failed === value) return null;
  return (
    <img
      src={value}
      alt="Cover preview"
      onError={() => setFailed(value)}
      className={cn("rounded-lg border border-forest-900/10 bg-forest-50 object-cover", className)}
    />
  );
}
