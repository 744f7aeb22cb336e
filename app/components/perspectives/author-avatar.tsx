import { cx } from "~/lib/cx";
import { IMAGE_SIZES, responsiveImageProps } from "~/lib/responsive-media";

/** "Ada Fieldwright" → "AF"; one name gives one letter. */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ""))
    .join("")
    .toUpperCase();
}

const SIZES = {
  sm: { box: "size-8 text-xs", pixels: 32 },
  md: { box: "size-12 text-base", pixels: 48 },
  lg: { box: "size-16 text-lg", pixels: 64 },
} as const;

/**
 * The author's photo, or their initials on a tint. Decorative: the name is always written
 * beside it, so the image has empty alt text and the initials are hidden from screen readers.
 */
export function AuthorAvatar({
  name,
  image,
  size = "md",
}: {
  name: string;
  image: string | null;
  size?: keyof typeof SIZES;
}) {
  const { box, pixels } = SIZES[size];
  if (image) {
    return (
      <img
        src={image}
        {...responsiveImageProps(image, IMAGE_SIZES.avatar)}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cx("shrink-0 rounded-full bg-forest-100 object-cover", box)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cx(
        "flex shrink-0 items-center justify-center rounded-full bg-forest-800 font-semibold tracking-wide text-wheat-200",
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
