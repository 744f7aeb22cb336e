import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("startup-ideas", "routes/public/startup-ideas.tsx"),
    route("investment-interest", "routes/public/investment-interest.tsx"),
    route("perspectives", "routes/public/perspectives.tsx"),
    route("perspectives/:slug", "routes/public/perspective.tsx"),
    route("perspectives/:slug/*", "routes/public/perspective-subpath.tsx"),
    route("privacy-policy", "routes/public/legal/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/legal/terms-of-service.tsx"),
    route("accessibility", "routes/public/legal/accessibility.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  ...prefix("admin", [
    layout("routes/admin/root.tsx", [
      route("login", "routes/admin/login.tsx"),
      layout("routes/admin/guarded-layout.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("startup-ideas", "routes/admin/startup-ideas.tsx"),
        route("startup-ideas/:id", "routes/admin/startup-idea-detail.tsx"),
        route("investment-interests", "routes/admin/investment-interests.tsx"),
        route("investment-interests/:id", "routes/admin/investment-interest-detail.tsx"),
        route("perspectives", "routes/admin/perspectives.tsx"),
        route("perspectives/:id", "routes/admin/perspective-editor.tsx"),
        route("settings", "routes/admin/settings.tsx"),
        route("*", "routes/admin/not-found.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
