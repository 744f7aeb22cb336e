/**
 * A record's score in a list (contract §14): the reviews' mean out of 5, two decimals. A
 * reviewer who has not reviewed the record yet sees "Hidden" (blind until then).
 */
export function ReviewScore({ score, reviewCount }: { score: number | null; reviewCount: number }) {
  if (reviewCount === 0) return <span className="text-ink-muted">None yet</span>;
  if (score === null) {
    return (
      <span className="text-ink-muted">
        Hidden<span className="sr-only"> until you have reviewed it</span>
      </span>
    );
  }
  return <span className="font-semibold text-forest-950">{score.toFixed(2)}</span>;
}

/** "1 review", "3 reviews". */
export const reviewCountText = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;
