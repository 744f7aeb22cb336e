import type { ReactNode } from "react";
import { FieldRows } from "./field-rows";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  lede: string;
  actions?: ReactNode;
};

/** The dark, illustrated opening band of the inner marketing pages. */
export function PageHero({ eyebrow, title, lede, actions }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-forest-950 text-white">
      <FieldRows className="-z-10 opacity-90" />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-28 sm:px-6 sm:pt-24 sm:pb-36 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-wheat-300 uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-forest-100/90">{lede}</p>
        {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
