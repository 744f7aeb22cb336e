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
import { Link } from "react-router";
import { SocialLinks } from "~/components/layout/social-links";
import { FeatureCard } from "~/components/marketing/feature-card";
import { SectionHeading } from "~/components/marketing/section-heading";
import { PerspectiveCard } from "~/components/perspectives/perspective-card";
import { Button } from "~/components/ui/button";
import { useContact } from "~/lib/use-contact";

/**
 * The home page's static sections. They are islands (see ~/lib/islands): the server renders
 * them, and their code is loaded only when the browser has to render them itself (a
 * client-side navigation to the home page), not with the page.
 */

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

/** About, services, products and the featured perspectives, between the hero and the idea form. */
export function HomeIntro({ featured }: { featured: PerspectiveSummary[] }) {
  return (
    <>
      <About />
      <Services />
      <Products />
      <FeaturedPerspectives perspectives={featured} />
    </>
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

/** The featured articles (contract §7): the section exists only when there are some. */
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

/** The contact section that closes the page. */
export function HomeContact() {
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
