import { site } from "@shared/config/site";
import { cx } from "~/lib/cx";

// Brand glyphs drawn inline (lucide-react no longer ships brand icons).
const XGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4" fill="currentColor">
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  </svg>
);
const LinkedInGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4" fill="currentColor">
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75V21h-4v-5.2c0-1.24-.02-2.84-1.8-2.84-1.8 0-2.08 1.35-2.08 2.75V21H9.5V9.75Z" />
  </svg>
);

export function SocialLinks({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const linkClass = cx(
    "inline-flex size-10 items-center justify-center rounded-full border transition-colors",
    tone === "light"
      ? "border-white/25 text-white hover:bg-white/10"
      : "border-forest-900/20 text-forest-900 hover:bg-forest-100",
  );
  return (
    <ul className={cx("flex gap-3", className)}>
      <li>
        <a
          href={site.social.twitter}
          className={linkClass}
          target="_blank"
          rel="noopener noreferrer"
        >
          <XGlyph />
          <span className="sr-only">Twitter (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a
          href={site.social.linkedin}
          className={linkClass}
          target="_blank"
          rel="noopener noreferrer"
        >
          <LinkedInGlyph />
          <span className="sr-only">LinkedIn (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
