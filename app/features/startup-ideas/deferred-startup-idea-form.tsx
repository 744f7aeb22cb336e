import { liveIsland } from "~/lib/islands";

/**
 * The home page's idea form, its code (react-hook-form, zod, the schema) loaded when the
 * visitor starts to fill it in (`<Island component={startupIdeaForm} hydrate="on-use" />`): the page's
 * first load stays small.
 */
export const startupIdeaForm = liveIsland("startup-idea-form", () =>
  import("./startup-idea-form").then((module) => module.StartupIdeaForm),
);
