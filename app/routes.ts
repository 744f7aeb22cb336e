import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("startup-ideas", "routes/public/startup-ideas.tsx"),
    route("investment-interest", "routes/public/investment-interest.tsx"),
    route("privacy-policy", "routes/public/legal/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/legal/terms-of-service.tsx"),
    route("accessibility", "routes/public/legal/accessibility.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
