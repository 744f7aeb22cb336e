import { island } from "~/lib/islands";

/**
 * The legal pages are static text: islands (see ~/lib/islands), whose code is loaded only
 * when the browser renders one itself (a client-side navigation to it).
 */
export const privacyPolicy = island(() =>
  import("./privacy-policy").then((module) => module.PrivacyPolicy),
);
export const termsOfService = island(() =>
  import("./terms-of-service").then((module) => module.TermsOfService),
);
export const accessibilityStatement = island(() =>
  import("./accessibility").then((module) => module.AccessibilityStatement),
);
