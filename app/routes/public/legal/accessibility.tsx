import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { accessibilityStatement } from "~/features/legal/legal-islands";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Accessibility Statement",
    description: `${site.name} aims to make its website usable by everyone. Read about our WCAG 2.1 AA conformance, known limitations and how to get help.`,
    path: paths.accessibility,
    matches,
  });

export default function AccessibilityStatementPage() {
  return <Island component={accessibilityStatement} />;
}
