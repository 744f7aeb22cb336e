import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "../shared/config/paths";

const { admin } = paths;

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route(paths.startupIdeas, "routes/public/startup-ideas.tsx"),
    route(paths.investmentInterest, "routes/public/investment-interest.tsx"),
    route(paths.perspectives, "routes/public/perspectives.tsx"),
    route(`${paths.perspectives}/:slug`, "routes/public/perspective.tsx"),
    route(`${paths.perspectives}/:slug/*`, "routes/public/perspective-subpath.tsx"),
    route(paths.privacyPolicy, "routes/public/legal/privacy-policy.tsx"),
    route(paths.termsOfService, "routes/public/legal/terms-of-service.tsx"),
    route(paths.accessibility, "routes/public/legal/accessibility.tsx"),
    route(paths.statusWithdrawn, "routes/public/status-withdrawn.tsx"),
    route(paths.status(":token"), "routes/public/status.tsx"),
    route(paths.deal(":token"), "routes/public/deal.tsx"),
    route(paths.perspectivePreview(":token"), "routes/public/perspective-preview.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  // Two sibling layouts, not one inside the other: a signed-in screen loads one layout file
  // (issue 38). They share the browser's query cache (AdminQueries).
  layout("routes/admin/sign-in-layout.tsx", [
    route(admin.login, "routes/admin/login.tsx"),
    route(`${admin.dashboard}/invite/:token`, "routes/admin/invite.tsx"),
    route(admin.forgotPassword, "routes/admin/forgot-password.tsx"),
    route(`${admin.dashboard}/reset/:token`, "routes/admin/password-reset.tsx"),
  ]),
  layout("routes/admin/guarded-layout.tsx", [
    route(admin.dashboard, "routes/admin/dashboard.tsx"),
    route(admin.startupIdeas, "routes/admin/startup-ideas.tsx"),
    route(admin.startupIdeasBoard, "routes/admin/startup-ideas-board.tsx"),
    route(`${admin.startupIdeas}/:id`, "routes/admin/startup-idea-detail.tsx"),
    route(admin.investmentInterests, "routes/admin/investment-interests.tsx"),
    route(admin.investmentInterestsBoard, "routes/admin/investment-interests-board.tsx"),
    route(`${admin.investmentInterests}/:id`, "routes/admin/investment-interest-detail.tsx"),
    route(admin.perspectives, "routes/admin/perspectives.tsx"),
    route(`${admin.perspectives}/:id`, "routes/admin/perspective-editor.tsx"),
    route(admin.settings, "routes/admin/settings/layout.tsx", [
      index("routes/admin/settings/index.tsx"),
      route(admin.settingsPages.account, "routes/admin/settings/account.tsx"),
      route(admin.settingsPages.profile, "routes/admin/settings/profile.tsx"),
      route(admin.settingsPages.secondFactors, "routes/admin/settings/second-factors.tsx"),
      route(admin.settingsPages.sessions, "routes/admin/settings/sessions.tsx"),
      route(admin.settingsPages.apiTokens, "routes/admin/settings/api-tokens.tsx"),
      // One module for the two pages of lists the admin keeps for the team (ADR 052).
      route(admin.settingsPages.templates, "routes/admin/settings/team-lists.tsx", {
        id: "routes/admin/settings/templates",
      }),
      route(admin.settingsPages.tags, "routes/admin/settings/team-lists.tsx", {
        id: "routes/admin/settings/tags",
      }),
      route(admin.settingsPages.scorecards, "routes/admin/settings/scorecards.tsx"),
      route(admin.settingsPages.signInPolicy, "routes/admin/settings/sign-in-policy.tsx"),
      route(admin.settingsPages.retention, "routes/admin/settings/retention.tsx"),
      route(admin.settingsPages.webhooks, "routes/admin/settings/webhooks.tsx"),
    ]),
    route(admin.staff, "routes/admin/staff.tsx"),
    route(admin.activity, "routes/admin/activity.tsx"),
    route(admin.outbox, "routes/admin/outbox.tsx"),
    route(admin.people, "routes/admin/people.tsx"),
    route(admin.media, "routes/admin/media.tsx"),
    route(admin.api, "routes/admin/api-reference.tsx"),
    route(`${admin.dashboard}/*`, "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
