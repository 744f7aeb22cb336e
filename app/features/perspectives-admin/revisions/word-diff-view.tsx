import type { DiffPart } from "./word-diff";

/**
 * A word-level comparison: words added are `<ins>`, words removed `<del>` (underlined and
 * struck through, so the change is not told by colour alone; screen readers name them).
 */
export function WordDiffView({ parts, label }: { parts: DiffPart[]; label: string }) {
  const changed = parts.some((part) => part.kind !== "same");
  return (
    <figure className="whitespace-pre-wrap rounded-xl border border-forest-900/10 bg-white p-3 text-sm leading-relaxed text-ink">
      <figcaption className="sr-only">{label}</figcaption>
      {changed ? null : <p className="mb-2 text-ink-muted">No differences.</p>}
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "added")
          return (
            <ins key={key} className="bg-forest-100 text-forest-950 underline decoration-2">
              {part.text}
            </ins>
          );
        if (part.kind === "removed")
          return (
            <del key={key} className="bg-red-50 text-red-900 line-through decoration-2">
              {part.text}
            </del>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </figure>
  );
}
