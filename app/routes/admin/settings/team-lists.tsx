import { paths } from "@shared/config/paths";
import { type Location, matchPath, useLocation } from "react-router";
import { TemplatesCard } from "~/features/messages/templates-card";
import { TagsCard } from "~/features/tags/tags-card";
import { adminMeta } from "~/lib/admin-meta";

/**
 * The lists an admin keeps for the team: message templates (reviewers use them when they write,
 * contract §13) and tags (reviewers put them on submissions, §14), a settings page each. One
 * route module for both pages (app/routes.ts), because both cards are a `ManagedListCard`: as
 * one module's code it is part of the page's own file; shared by two route modules it would be a
 * file of its own, a thirteenth on each page's first load (issue 38's limit is 12, ADR 052).
 */
const isTagsPage = (location: Pick<Location, "pathname">) =>
  matchPath(paths.admin.settingsPages.tags, location.pathname) !== null;

export const meta = ({ location }: { location: Location }) =>
  adminMeta(isTagsPage(location) ? "Tags · Settings" : "Message templates · Settings");

export default function TeamListSettings() {
  return isTagsPage(useLocation()) ? <TagsCard /> : <TemplatesCard />;
}
