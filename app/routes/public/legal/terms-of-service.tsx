import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { termsOfService } from "~/features/legal/legal-islands";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms that apply when you use the ${site.name} website, submit a startup idea or register investment interest.`,
    path: paths.termsOfService,
    matches,
  });

export default function TermsOfServicePage() {
  return <Island component={termsOfService} />;
}
