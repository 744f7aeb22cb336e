import { cx } from "~/lib/cx";

type SectionHeadingProps = {
  id?: string;
  eyebrow: string;
  title: string;
  lede?: string;
  align?: "left" | "center";
  tone?: "dark" | "light";
};

/** The eyebrow, heading and lede that open every marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
  align = "left",
  tone = "dark",
}: SectionHeadingProps) {
  return (
    <div className={cx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p
        className={cx(
          "text-sm font-semibold tracking-[0.14em] uppercase",
          tone === "dark" ? "text-wheat-700" : "text-wheat-300",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cx(
          "mt-3 text-3xl leading-tight font-semibold sm:text-4xl",
          tone === "dark" ? "text-forest-950" : "text-white",
        )}
      >
        {title}
      </h2>
      {lede ? (
        <p
          className={cx(
            "mt-4 text-lg leading-relaxed",
            tone === "dark" ? "text-ink-muted" : "text-forest-100/90",
          )}
        >
          {lede}
        </p>
      ) : null}
    </div>
  );
}
