/**
 * Query keys that more than one admin screen uses: a screen that changes a submission
 * refreshes the dashboard's figures without importing the dashboard.
 */
export const dashboardStatsKey = ["admin", "dashboard", "stats"] as const;
