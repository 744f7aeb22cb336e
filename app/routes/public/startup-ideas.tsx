import { ArrowRight, Bot, Dna, Satellite, Truck } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { FeatureCard } from "~/components/marketing/feature-card";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Button } from "~/components/ui/button";
import { InvestmentInterestForm } from "~/features/investment-interests/investment-interest-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/startup-ideas";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Startup Ideas",
    description:
      "Where agricultural startup ideas take root: the sectors we are building in now, and how to back the next agri-tech company with us.",
    path: "/startup-ideas",
    matches,
  });

const TRENDING_SECTORS = [
  {
    icon: Satellite,
    title: "Precision Agriculture",
    text: "Sensors, imagery and variable-rate tools that put every input exactly where the crop needs it.",
  },
  {
    icon: Dna,
    title: "Ag Biotech",
    text: "Biologicals, soil microbiome products and resilient seed traits for a changing climate.",
  },
  {
    icon: Truck,
    title: "Supply Chain & Marketplaces",
    text: "Shorter, fairer routes from farm to buyer, with traceability that customers can trust.",
  },
  {
    icon: Bot,
    title: "Robotics & Automation",
    text: "Machines that take on the hardest, most repetitive jobs as farm labour grows scarce.",
  },
] as const;

export default function StartupIdeas() {
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
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

      <section aria-labelledby="back-an-idea" className="bg-forest-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.4fr] lg:px-8">
          <div>
            <SectionHeading
              id="back-an-idea"
              eyebrow="Need a startup idea?"
              title="Back the next agri-tech company"
              lede="Not every great investor or operator arrives with an idea. Tell us where your interest lies and what you could commit, and we will match you with ventures taking shape in our studio."
            />
            <p className="mt-6 text-sm leading-relaxed text-ink-muted">
              Registering interest is not a commitment and not an offer of securities. We will
              contact you to talk through opportunities and the documents involved.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h3 ref={formHeadingRef} tabIndex={-1} className="sr-only">
              Investment interest form
            </h3>
            <InvestmentInterestForm
              variant="startups"
              onSubmitAnother={() => formHeadingRef.current?.focus()}
            />
          </div>
        </div>
      </section>

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
    </>
  );
}
