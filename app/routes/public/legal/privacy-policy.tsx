import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { privacyPolicy } from "~/features/legal/legal-islands";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses and protects the information you share through our startup idea and investment interest forms. No analytics, no advertising cookies, no trackers.`,
    path: paths.privacyPolicy,
    matches,
  });

export default function PrivacyPolicyPage() {
  return <Island component={privacyPolicy} />;
}
