import { ScorecardsCard } from "~/features/reviews/scorecards-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Scorecards · Settings");

/** What reviewers score on is the studio's choice (contract §14). */
export default function ScorecardSettings() {
  return <ScorecardsCard />;
}
