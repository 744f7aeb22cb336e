/**
 * The activity log's tag entries in words (contract §14): `tags_changed` on a record
 * ({added, removed}, each `{id, name}`) and the site-wide `tag_changed` ({change, tag, from?}).
 * Names are quoted as text, never rendered as markup.
 */

const quoted = (value: unknown) =>
  typeof value === "string" && value !== "" ? `“${value}”` : "a tag";

const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item) => quoted((item as { name?: unknown })?.name)) : [];

/** "“a”", "“a” and “b”", "“a”, “b” and “c”". */
function joined(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "added “Drought” and removed “Organic”" (the actor goes before it). */
export function recordTagsChange(details: Record<string, unknown>): string {
  const added = names(details.added);
  const removed = names(details.removed);
  const parts = [
    ...(added.length > 0 ? [`added the tag${added.length > 1 ? "s" : ""} ${joined(added)}`] : []),
    ...(removed.length > 0
      ? [`removed the tag${removed.length > 1 ? "s" : ""} ${joined(removed)}`]
      : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : "changed the tags";
}

/** "created the tag “Drought”", "renamed the tag “Dry” to “Drought”", "deleted the tag …". */
export function siteTagChange(details: Record<string, unknown>): string {
  const tag = (details.tag ?? {}) as { name?: unknown; colour?: unknown };
  const from = (details.from ?? {}) as { name?: unknown; colour?: unknown };
  switch (details.change) {
    case "created":
      return `created the tag ${quoted(tag.name)}`;
    case "deleted":
      return `deleted the tag ${quoted(tag.name)}`;
    default:
      if (from.name !== undefined && from.name !== tag.name) {
        return `renamed the tag ${quoted(from.name)} to ${quoted(tag.name)}`;
      }
      return `changed the colour of the tag ${quoted(tag.name)}`;
  }
}
