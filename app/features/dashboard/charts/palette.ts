/**
 * Chart colours from the site palette (app/styles/app.css; SVG presentation attributes cannot
 * read CSS variables, so the values are repeated here). Each bar colour keeps at least 3:1
 * against the white card (WCAG 1.4.11): forest-600 6.5:1, wheat-600 4.2:1; the two kinds
 * also differ in hue, and every figure is in the table beside the chart.
 */
export const CHART_COLORS = {
  startupIdeas: "#2f6a3d", // forest-600
  investmentInterests: "#a6711c", // wheat-600
  grid: "#dfece1", // forest-100
  axis: "#55574d", // ink-muted: 7:1 on white, for tick labels
  cursor: "#f1f6f1", // forest-50
} as const;

export const KIND_LABELS = {
  startupIdeas: "Startup ideas",
  investmentInterests: "Investment interests",
} as const;
