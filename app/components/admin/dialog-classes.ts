/** The dim layer behind every admin dialog, and the centred box of the dialog itself. */
export const dialogOverlayClass = "fixed inset-0 z-50 bg-forest-950/50";
/** How wide a dialog may grow: a question or a short form, a longer one, a template, two panes. */
export const dialogWidths = {
  md: "max-w-md",
  lg: "max-w-lg",
  "2xl": "max-w-2xl",
  "4xl": "max-w-4xl",
} as const;
export type DialogWidth = keyof typeof dialogWidths;
export const dialogBoxClass = (width: DialogWidth) =>
  `fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] ${dialogWidths[width]} -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-xl focus:outline-none`;
