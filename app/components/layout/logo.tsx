import { site } from "@shared/config/site";
import { cx } from "~/lib/cx";

/** The company mark: a grafted sprout on its rootstock, drawn inline so it needs no request. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cx("size-9", className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 25V13" stroke="#dcaa3f" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M16 15c0-4 3-7 7-7 0 4-3 7-7 7Zm0 3c0-3.5-2.6-6-6-6 0 3.5 2.6 6 6 6Z"
        fill="#93bb9a"
      />
      <path d="M10 25h12" stroke="#dcaa3f" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark className={tone === "dark" ? "text-forest-900" : "text-forest-800"} />
      <span
        className={cx(
          "font-display text-xl leading-none font-semibold tracking-tight",
          tone === "dark" ? "text-forest-950" : "text-white",
        )}
      >
        {site.shortName}
        <span className={tone === "dark" ? "text-wheat-700" : "text-wheat-300"}> Ventures</span>
      </span>
    </span>
  );
}
