import { listFeaturedPerspectives } from "@server/features/perspectives/list-featured-perspectives";
import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { data, Link } from "react-router";
import { FieldRows } from "~/components/marketing/field-rows";
import { SectionHeading } from "~/components/marketing/section-heading";
import { OrganizationJsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { SproutIcon } from "~/components/ui/icons";
import { homeContact, homeIntro } from "~/features/home/home-islands";
import { startupIdeaForm } from "~/features/startup-ideas/deferred-startup-idea-form";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { featured: await listFeaturedPerspectives(context.db) };
  } catch (error) {
    // The home page (and its idea form) still renders without the articles, but that
    // incomplete page must not be kept by any cache.
    console.error("home page: could not read the featured perspectives", error);
    return data(
      { featured: [] as PerspectiveSummary[] },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: site.name,
    description: site.description,
    path: "/",
    matches,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrganizationJsonLd />
      <Hero />
      <Island component={homeIntro} featured={loaderData.featured} />
      <IdeaSection />
      <Island component={homeContact} />
    </>
  );
}

function Hero() {
  return (
    <section
      className="relative isolate overflow-hidden bg-forest-950 text-white"
      aria-labelledby="hero-title"
    >
      <FieldRows className="-z-10" />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-36 sm:px-6 sm:pt-28 sm:pb-48 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3.5 py-1.5 text-sm text-forest-100">
          <SproutIcon className="size-4 text-wheat-300" />
          Agricultural-technology venture builder
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-4xl leading-[1.08] font-semibold sm:text-6xl lg:text-7xl"
        >
          We grow the companies that <span className="text-wheat-300">feed the future.</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-forest-100/90 sm:text-xl">
          {site.name} builds, invests in and accelerates startups across farming, food and forestry
          — alongside the founders and growers who know the problems best.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <a href="#idea">Have a Startup Idea?</a>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.investmentInterest}>Need a Startup Idea?</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <a href="#contact">Contact Us</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

const NEXT_STEPS = [
  "A partner reads every submission within a week.",
  "If it fits, we set up a call to dig into the problem together.",
  "Promising ideas get a validation sprint with growers — at no cost to you.",
] as const;

function IdeaSection() {
  return (
    <section aria-labelledby="idea" className="bg-forest-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[1fr_1.5fr] lg:px-8">
        <div>
          <SectionHeading
            id="idea"
            tone="light"
            eyebrow="Pitch us"
            title="Have a Startup Idea?"
            lede="Tell us about the problem you want to solve in agriculture. No deck needed — a clear description is the best start."
          />
          <ol className="mt-8 grid gap-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-wheat-300 font-semibold text-forest-950">
                  {index + 1}
                </span>
                <span className="pt-1 text-forest-100/90">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <Island component={startupIdeaForm} hydrate="on-use" />
        </div>
      </div>
    </section>
  );
}
