import { liveIsland } from "~/lib/islands";

/**
 * The investment-interest form, its code (react-hook-form, zod, the schemas) loaded when the
 * visitor starts to fill it in (`<Island component={investmentInterestForm} hydrate="on-use" … />`):
 * the page's first load stays small.
 */
export const investmentInterestForm = liveIsland("investment-interest-form", () =>
  import("./investment-interest-form").then((module) => module.InvestmentInterestForm),
);
