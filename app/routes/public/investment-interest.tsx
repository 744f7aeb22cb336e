import { paths } from "@shared/config/paths";
import { SectionHeading } from "~/components/marketing/section-heading";
import { investmentInterestForm } from "~/features/investment-interests/deferred-investment-interest-form";
import { investIntro } from "~/features/investment-interests/invest-islands";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/investment-interest";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Invest With Us",
    description:
      "Invest alongside Rootstock Ventures in early agricultural-technology companies, from $100. Register your interest and we will reach out.",
    path: paths.investmentInterest,
    matches,
  });

export default function InvestmentInterest() {
  return (
    <>
      <Island component={investIntro} />
      <section aria-labelledby="register-interest" className="bg-forest-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.4fr] lg:px-8">
          <div>
            <SectionHeading
              id="register-interest"
              eyebrow="Register your interest"
              title="Tell us what you'd like to back"
              lede="Choose the part of agriculture that interests you most and the capital you could commit. A partner will reach out to talk through current opportunities."
            />
            <p className="mt-6 text-sm leading-relaxed text-ink-muted">
              Registering interest is not a commitment and not an offer of securities. Investments
              in early-stage companies carry risk, including the loss of the whole amount invested.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <Island component={investmentInterestForm} hydrate="on-use" variant="invest" />
          </div>
        </div>
      </section>
    </>
  );
}
