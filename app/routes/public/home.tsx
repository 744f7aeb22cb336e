import { listFeaturedPerspectives } from "@server/features/perspectives/list-featured-perspectives";
import { journal } from "@shared/config/journal";
import { site } from "@shared/config/site";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import {
  ArrowRight,
  BriefcaseBusiness,
  Clock,
  ExternalLink,
  FlaskConical,
  Handshake,
  Leaf,
  Mail,
  Phone,
  Rocket,
  Sprout,
  TrendingUp,
} from "lucide-react";
import { data, Link } from "react-router";
import { SocialLinks } from "~/components/layout/social-links";
import { FeatureCard } from "~/components/marketing/feature-card";
import { FieldRows } from "~/components/marketing/field-rows";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Button } from "~/components/ui/button";
import { PerspectiveCard } from "~/features/perspectives/perspective-card";
import { StartupIdeaForm } from "~/features/startup-ideas/startup-idea-form";
import { pageMeta } from "~/lib/seo";
import { useContact } from "~/lib/use-contact";
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

const PILLARS = [
  {
    icon: Rocket,
    title: "Innovation Accelerator",
    text: "We turn promising agricultural ideas into companies: validation on working farms, product design, and a first version in the field within months.",
  },
  {
    icon: TrendingUp,
    title: "Strategic Investment",
    text: "We put our own capital in alongside our founders, from the first prototype to the seed round, and bring co-investors who understand farming.",
  },
  {
    icon: Handshake,
    title: "Industry Connections",
    text: "Growers, co-ops, processors, equipment dealers and researchers across the Midwest open their doors to the companies we build.",
  },
  {
    icon: Leaf,
    title: "Sustainable Solutions",
    text: "We back technology that makes farms more profitable and the land healthier — soil, water and biodiversity are part of every business case.",
  },
] as const;

const SERVICES = [
  {
    icon: Sprout,
    title: "Startup Incubation",
    text: "From a sketch on a napkin to a company with customers.",
    points: [
      "Problem validation with real growers",
      "Prototype and pilot design",
      "Company formation and founding-team support",
    ],
  },
  {
    icon: BriefcaseBusiness,
    title: "Business Development",
    text: "The commercial engine an early agri-tech company rarely has.",
    points: [
      "Go-to-market and pricing for farm customers",
      "Distribution through dealers and co-ops",
      "Fundraising preparation and investor introductions",
    ],
  },
  {
    icon: FlaskConical,
    title: "Technology Commercialization",
    text: "Getting research out of the lab and onto the farm.",
    points: [
      "Licensing from universities and research institutes",
      "Field trials, certification and regulatory paths",
      "Manufacturing and supply partners",
    ],
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <About />
      <Services />
      <Products />
      <FeaturedPerspectives perspectives={loaderData.featured} />
      <IdeaSection />
      <Contact />
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
          <Sprout aria-hidden className="size-4 text-wheat-300" />
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
            <Link to="/investment-interest">Need a Startup Idea?</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <a href="#contact">Contact Us</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

function About() {
  return (
    <section
      aria-labelledby="about"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <SectionHeading
            id="about"
            eyebrow="About us"
            title="Built by people who have mud on their boots"
            lede="We are operators, agronomists and investors based in northern Michigan. We start companies with founders, fund them, and stay in the work until they stand on their own."
          />
          <p className="mt-6 leading-relaxed text-ink-muted">
            Agriculture is slow to adopt technology for good reasons: margins are thin, seasons are
            unforgiving and a failed tool costs a harvest. So we build with growers from day one and
            measure success in acres and yields, not downloads.
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {PILLARS.map((pillar) => (
            <FeatureCard key={pillar.title} icon={pillar.icon} title={pillar.title}>
              <p>{pillar.text}</p>
            </FeatureCard>
          ))}
        </div>
      </div>
    </section>
  );
}

function Services() {
  return (
    <section aria-labelledby="services" className="bg-forest-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading
          id="services"
          eyebrow="Services"
          title="Everything a young agri-tech company needs"
          lede="Three ways we work with founders — most companies we build use all three."
          align="center"
        />
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {SERVICES.map((service) => (
            <FeatureCard key={service.title} icon={service.icon} title={service.title}>
              <p>{service.text}</p>
              <ul className="mt-4 grid gap-2 text-sm">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-wheat-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </div>
      </div>
    </section>
  );
}

function Products() {
  return (
    <section
      aria-labelledby="products"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="products"
        eyebrow="Our products"
        title="Companies already growing"
        lede="Two products built in our studio and now serving farmers and breeders every day."
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {site.products.map((product) => (
          <article
            key={product.name}
            className="flex flex-col rounded-2xl border border-soil-100 bg-soil-50 p-8"
          >
            <p className="text-sm font-semibold tracking-wide text-soil-700 uppercase">
              {product.kind}
            </p>
            <h3 className="mt-2 text-2xl font-semibold text-forest-950">{product.name}</h3>
            <p className="mt-3 grow leading-relaxed text-ink-muted">{product.description}</p>
            <Button asChild variant="outline" className="mt-6 self-start">
              <a href={product.url} target="_blank" rel="noopener noreferrer">
                Visit {product.name}
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The featured articles (spec §2): the section exists only when there are some. */
function FeaturedPerspectives({ perspectives }: { perspectives: PerspectiveSummary[] }) {
  if (perspectives.length === 0) return null;
  return (
    <section aria-labelledby="perspectives" className="bg-forest-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="perspectives"
            eyebrow="From our journal"
            title={journal.title}
            lede="What we are learning in the field, in the markets and in the companies we build."
          />
          <Button asChild variant="outline">
            <Link to={journal.path}>
              Read all perspectives
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:gap-8">
          {perspectives.map((perspective) => (
            <li key={perspective.id}>
              <PerspectiveCard perspective={perspective} headingLevel="h3" />
            </li>
          ))}
        </ul>
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
          <StartupIdeaForm />
        </div>
      </div>
    </section>
  );
}

function Contact() {
  const contact = useContact();
  const items = [
    { icon: Mail, label: "Email", value: contact.email, href: `mailto:${contact.email}` },
    {
      icon: Phone,
      label: "Phone",
      value: contact.phone,
      href: `tel:${contact.phone.replace(/[^\d+]/g, "")}`,
    },
    { icon: Clock, label: "Office hours", value: site.officeHours },
  ];
  return (
    <section
      aria-labelledby="contact"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <SectionHeading
          id="contact"
          eyebrow="Contact"
          title="Let's talk about what you're growing"
          lede="Founders, growers, researchers and investors: we answer every message, usually within one business day."
        />
        <div className="grid gap-4">
          <ul className="grid gap-4">
            {items.map((item) => (
              <li
                key={item.label}
                className="flex items-center gap-4 rounded-2xl border border-forest-900/10 bg-white p-5"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-wheat-100 text-wheat-700">
                  <item.icon aria-hidden className="size-5" />
                </span>
                <div>
                  <p className="text-sm font-semibold text-forest-950">{item.label}</p>
                  {item.href ? (
                    <a
                      href={item.href}
                      className="text-ink-muted underline-offset-4 hover:text-forest-800 hover:underline"
                    >
                      {item.value}
                    </a>
                  ) : (
                    <p className="text-ink-muted">{item.value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-4 pt-2">
            <p className="text-sm font-semibold text-forest-950">Follow us</p>
            <SocialLinks />
          </div>
        </div>
      </div>
    </section>
  );
}
