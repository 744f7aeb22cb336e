import { paths } from "@shared/config/paths";

/** The query parameter of the setup's address that keeps the screen the person asked for. */
export const ASKED_SCREEN_PARAM = "next";

/**
 * Where a person goes while their role requires a second factor and they have none (contract
 * §16): the second-factors page, which draws the setup, with the back-office screen they asked
 * for (`pathname` and `search`, this site's) kept so that they arrive there once one is set up.
 */
export function secondFactorSetupPath(pathname: string, search: string): string {
  const setup = paths.admin.settingsPages.secondFactors;
  if (pathname === setup) return setup;
  return `${setup}?${new URLSearchParams({ [ASKED_SCREEN_PARAM]: `${pathname}${search}` })}`;
}
