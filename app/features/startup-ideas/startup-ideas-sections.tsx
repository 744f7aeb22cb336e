import { INDUSTRIES } from "@shared/schemas/investment-interest-choices";
import { ArrowRight, Bot, Dna, Satellite, Truck } from "lucide-react";
import { Link } from "react-router";
import { FeatureCard } from "~/components/marketing/feature-card";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Button } from "~/components/ui/button";

/**
 * The /startup-ideas page's static sections, rendered as islands (see ~/lib/islands): their
 * code is loaded only when the browser renders the page itself.
 */

const TRENDING_SECTORS = [
  {
    icon: Satellite,
    title: "Precision Agriculture",
    text: "Sensors, imagery and variable-rate tools that put every input exactly where the crop needs it.",
  },
  {
    icon: Dna,
    title: INDUSTRIES["ag-biotech"],
    text: "Biologicals, soil microbiome products and resilient seed traits for a changing climate.",
  },
  {
    icon: Truck,
    title: INDUSTRIES["supply-chain"],
    text: "Shorter, fairer routes from farm to buyer, with traceability that customers can trust.",
  },
  {
    icon: Bot,
    title: INDUSTRIES.robotics,
    text: "Machines that take on the hardest, most repetitive jobs as farm labour grows scarce.",
  },
] as const;

/** The hero and the trending sectors. */
export function StartupIdeasIntro() {
  return (
    <>
      <PageHero
        eyebrow="Startup ideas"
        title="Where agricultural ideas take root"
        lede="Some of the best companies in farming start as a frustration in a barn or a field. Share yours, or back the ideas we are building next."
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/#idea">Submit Your Idea</Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to="/">Back to Home</Link>
            </Button>
          </>
        }
      />

      <section
        aria-labelledby="trending"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <SectionHeading
          id="trending"
          eyebrow="Trending sectors"
          title="Where we are looking hardest right now"
          lede="Ideas in any corner of agriculture are welcome. These four are where we see the biggest openings this year."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRENDING_SECTORS.map((sector) => (
            <li key={sector.title} className="flex">
              <FeatureCard icon={sector.icon} title={sector.title} className="w-full">
                <p>{sector.text}</p>
                <Link
                  to="/#idea"
                  className="mt-4 inline-flex items-center gap-1.5 font-semibold text-forest-700 hover:text-forest-900"
                >
                  Pitch an idea
                  <span className="sr-only"> in {sector.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The closing call to action. */
export function StartupIdeasClosing() {
  return (
    <section
      aria-labelledby="closing-cta"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="rounded-3xl bg-wheat-100 px-6 py-14 text-center sm:px-12">
        <h2 id="closing-cta" className="text-3xl font-semibold text-forest-950 sm:text-4xl">
          Ready to plant the seed?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-soil-800">
          Send us your idea today, or get in touch to talk it through first.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/#idea">Submit Your Idea</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/#contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
