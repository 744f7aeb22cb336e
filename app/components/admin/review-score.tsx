/**
 * A record's score in a list (contract §14): the reviews' mean out of 5 and how many there are.
 * A reviewer who has not reviewed the record sees the count only (blind until then).
 */
export function ReviewScore({ score, reviewCount }: { score: number | null; reviewCount: number }) {
  if (reviewCount === 0) return <span className="text-ink-muted">No reviews</span>;
  const reviews = `${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
  return (
    <span className="whitespace-nowrap">
      {score === null ? (
        <span className="text-ink-muted">Hidden</span>
      ) : (
        <span className="font-semibold text-forest-950">{score.toFixed(2)}</span>
      )}
      <span className="text-ink-muted"> · {reviews}</span>
      {score === null ? <span className="sr-only"> (shown once you have reviewed it)</span> : null}
    </span>
  );
}
