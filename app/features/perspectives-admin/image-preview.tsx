import { useState } from "react";
import { cn } from "~/lib/cn";

/** A thumbnail of an image URL, once it is a whole https address that loads. */
export function ImagePreview({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = url.trim();
  if (!/^https:\/\/[^\s]+$/i.test(value) || !URL.canParse(value) || failed === value) return null;
  return (
    <img
      src={value}
      alt="Cover preview"
      onError={() => setFailed(value)}
      className={cn("rounded-lg border border-forest-900/10 bg-forest-50 object-cover", className)}
    />
  );
}
