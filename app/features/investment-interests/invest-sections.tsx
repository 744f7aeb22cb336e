import { ChartPie, Eye, HandCoins, ShieldCheck, Sprout, Users } from "lucide-react";
import { FeatureCard } from "~/components/marketing/feature-card";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";

/**
 * The /investment-interest page's static sections, rendered as an island (see ~/lib/islands):
 * their code is loaded only when the browser renders the page itself.
 */

const BENEFITS = [
  {
    icon: ShieldCheck,
    title: "Vetted opportunities",
    text: "Every company has been through our validation with working growers before we bring it to investors.",
  },
  {
    icon: HandCoins,
    title: "Start small",
    text: "Participate from $100. Micro and seed tickets sit beside our own capital in the same rounds.",
  },
  {
    icon: Sprout,
    title: "Hands-on building",
    text: "We co-found and operate our companies, so your money is backed by a team in the work every day.",
  },
  {
    icon: Eye,
    title: "Transparent reporting",
    text: "Quarterly updates on milestones, pilots and finances, written for people, not analysts.",
  },
  {
    icon: ChartPie,
    title: "A spread of ventures",
    text: "Biotech, robotics, software and supply chain — choose a sector or spread your interest.",
  },
  {
    icon: Users,
    title: "A community of backers",
    text: "Farm visits, demo days and a network of growers, researchers and fellow investors.",
  },
] as const;

/** The hero and the benefits of investing with us. */
export function InvestIntro() {
  return (
    <>
      <PageHero
        eyebrow="Invest with us"
        title="Invest With Us"
        lede="Back the companies modernising agriculture, alongside a team that builds them from the ground up."
      />
      <section
        aria-labelledby="benefits"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <SectionHeading
          id="benefits"
          eyebrow="Why invest with us"
          title="Patient capital for a patient industry"
          lede="Agriculture rewards the long view. So do we."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex">
              <FeatureCard icon={benefit.icon} title={benefit.title} className="w-full">
                <p>{benefit.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
