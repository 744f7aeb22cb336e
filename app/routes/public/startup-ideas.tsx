import { paths } from "@shared/config/paths";
import { useRef } from "react";
import { SectionHeading } from "~/components/marketing/section-heading";
import { investmentInterestForm } from "~/features/investment-interests/deferred-investment-interest-form";
import {
  startupIdeasClosing,
  startupIdeasIntro,
} from "~/features/startup-ideas/startup-ideas-islands";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/startup-ideas";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Startup Ideas",
    description:
      "Where agricultural startup ideas take root: the sectors we are building in now, and how to back the next agri-tech company with us.",
    path: paths.startupIdeas,
    matches,
  });

export default function StartupIdeas() {
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Island component={startupIdeasIntro} />

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
            <Island
              component={investmentInterestForm}
              hydrate="on-use"
              variant="startups"
              onSubmitAnother={() => formHeadingRef.current?.focus()}
            />
          </div>
        </div>
      </section>

      <Island component={startupIdeasClosing} />
    </>
  );
}
