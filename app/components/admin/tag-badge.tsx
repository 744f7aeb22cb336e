import type { TagColour } from "@shared/schemas/evaluation";
import type { Tag } from "@shared/schemas/tags";
import { cx } from "~/lib/cx";

/**
 * Each colour as a pale chip with dark words: every pair keeps well over WCAG AA's 4.5:1 on
 * its own background (the 900 shades on the 100s), and a ring tells chips apart on white.
 */
export const TAG_STYLES: Record<TagColour, string> = {
  green: "bg-green-100 text-green-900 ring-green-700/25",
  blue: "bg-blue-100 text-blue-900 ring-blue-700/25",
  amber: "bg-amber-100 text-amber-900 ring-amber-700/30",
  red: "bg-red-100 text-red-900 ring-red-700/25",
  purple: "bg-purple-100 text-purple-900 ring-purple-700/25",
  grey: "bg-gray-100 text-gray-800 ring-gray-600/25",
};

/** The colours' names as the admin reads them in Settings. */
export const TAG_COLOUR_LABELS: Record<TagColour, string> = {
  green: "Green",
  blue: "Blue",
  amber: "Amber",
  red: "Red",
  purple: "Purple",
  grey: "Grey",
};

/** One tag: its name on its colour. */
export function TagBadge({
  tag,
  className,
}: {
  tag: Pick<Tag, "name" | "colour">;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex max-w-full items-center truncate rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TAG_STYLES[tag.colour] ?? TAG_STYLES.grey,
        className,
      )}
    >
      {tag.name}
    </span>
  );
}

/** A record's tags as a list of chips; nothing at all when it has none. */
export function TagList({ tags, className }: { tags: readonly Tag[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cx("flex min-w-0 flex-wrap gap-1", className)}>
      {tags.map((tag) => (
        <li key={tag.id} className="min-w-0">
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
