/** "1.4 MB", "820 KB": a file's size as an editor reads it (MB of 1024 KB, as the 10 MB limit). */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
