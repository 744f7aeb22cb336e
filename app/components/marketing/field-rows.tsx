import { cx } from "~/lib/cx";

/**
 * Rolling field furrows under a low sun, drawn inline: the site's one illustration,
 * used behind dark heroes. Purely decorative.
 */
export function FieldRows({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMax slice"
      className={cx("pointer-events-none absolute inset-0 h-full w-full", className)}
    >
      <defs>
        <radialGradient id="sun-glow" cx="78%" cy="38%" r="40%">
          <stop offset="0" stopColor="#e7c266" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e7c266" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="400" fill="url(#sun-glow)" />
      <circle cx="936" cy="150" r="46" fill="#e7c266" opacity="0.8" />
      <path
        d="M0 300 C 200 250 420 250 620 285 S 1000 320 1200 270 V400 H0Z"
        fill="#245532"
        opacity="0.75"
      />
      <path d="M0 335 C 260 300 520 310 760 335 S 1060 350 1200 320 V400 H0Z" fill="#1c4428" />
      <g stroke="#5f9669" strokeWidth="2" fill="none" opacity="0.45">
        <path d="M0 360 C 300 330 600 340 1200 345" />
        <path d="M0 378 C 320 352 640 360 1200 366" />
        <path d="M0 394 C 340 372 680 380 1200 386" />
      </g>
    </svg>
  );
}
