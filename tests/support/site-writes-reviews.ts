import type { Write } from "./site-write";

/** The writes of contract §14's scorecards and reviews for the cross-origin test (site-writes.ts). */

/** Every default criterion of a kind scored 4 (drizzle/0013's seeded scorecards). */
const REVIEW_BODIES = {
  "startup-ideas": {
    scores: { team: 4, market: 4, "agronomic-impact": 4, traction: 4, "studio-fit": 4 },
    recommendation: "advance",
  },
  "investment-interests": {
    scores: { "thesis-fit": 4, ticket: 4, "value-add": 4, "track-record": 4, readiness: 4 },
    recommendation: "hold",
  },
} as const;

/** A review on each kind, then its removal; the ideas' scorecard saved with a new weight. */
export function reviewWrites(ids: { idea: number; interest: number }): Write[] {
  const recordOf = (kind: keyof typeof REVIEW_BODIES) =>
    kind === "startup-ideas" ? ids.idea : ids.interest;
  const kinds = ["startup-ideas", "investment-interests"] as const;
  return [
    ...kinds.map(
      (kind): Write => ({
        method: "PUT",
        route: `/api/admin/${kind}/:id/reviews/me`,
        url: () => `/api/admin/${kind}/${recordOf(kind)}/reviews/me`,
        body: () => REVIEW_BODIES[kind],
        success: 200,
      }),
    ),
    ...kinds.map(
      (kind): Write => ({
        method: "DELETE",
        route: `/api/admin/${kind}/:id/reviews/me`,
        url: () => `/api/admin/${kind}/${recordOf(kind)}/reviews/me`,
        success: 204,
      }),
    ),
    {
      method: "PUT",
      route: "/api/admin/scorecards/:kind",
      url: () => "/api/admin/scorecards/startup-ideas",
      body: () => ({
        criteria: [
          { key: "team", label: "Team", weight: 5, description: "Set by a forged request" },
          { key: "market", label: "Market", weight: 1, description: "" },
        ],
      }),
      success: 200,
    },
  ];
}
