import { categoryLabel } from "@shared/schemas/perspective";
import type { RevisionDetail } from "@shared/schemas/perspective-revisions";
import { htmlToText, wordDiff } from "./word-diff";
import { WordDiffView } from "./word-diff-view";

/** The fields shown as "was → is" when they differ. */
const FIELDS: { key: keyof RevisionDetail; label: string; show: (value: unknown) => string }[] = [
  { key: "category", label: "Category", show: (value) => categoryLabel(String(value)) },
  { key: "authorName", label: "Author", show: String },
  { key: "authorTitle", label: "Author title", show: String },
  { key: "authorImage", label: "Author photo", show: (value) => (value ? String(value) : "none") },
  { key: "coverImage", label: "Cover image", show: (value) => (value ? String(value) : "none") },
  { key: "featured", label: "Featured", show: (value) => (value ? "yes" : "no") },
  { key: "published", label: "Published", show: (value) => (value ? "yes" : "no") },
];

/** What changed from `older` to `newer`: title, summary, the other fields, the text word by word. */
export function RevisionComparison({
  older,
  newer,
}: {
  older: RevisionDetail;
  newer: RevisionDetail;
}) {
  const changedFields = FIELDS.filter(({ key }) => older[key] !== newer[key]);
  return (
    <div className="grid gap-4">
      <section aria-labelledby="compare-title" className="grid gap-1">
        <h3 id="compare-title" className="text-sm font-medium text-forest-950">
          Title
        </h3>
        <WordDiffView label="Title changes" parts={wordDiff(older.title, newer.title)} />
      </section>
      <section aria-labelledby="compare-summary" className="grid gap-1">
        <h3 id="compare-summary" className="text-sm font-medium text-forest-950">
          Summary
        </h3>
        <WordDiffView label="Summary changes" parts={wordDiff(older.summary, newer.summary)} />
      </section>
      <section aria-labelledby="compare-fields" className="grid gap-1">
        <h3 id="compare-fields" className="text-sm font-medium text-forest-950">
          Other fields
        </h3>
        {changedFields.length === 0 ? (
          <p className="text-sm text-ink-muted">No other field changed.</p>
        ) : (
          <dl className="grid gap-1 text-sm">
            {changedFields.map(({ key, label, show }) => (
              <div key={key} className="flex flex-wrap gap-x-2">
                <dt className="font-medium">{label}:</dt>
                <dd className="break-all">
                  <del>{show(older[key])}</del> → <ins>{show(newer[key])}</ins>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="compare-text" className="grid gap-1">
        <h3 id="compare-text" className="text-sm font-medium text-forest-950">
          Article text
        </h3>
        <WordDiffView
          label="Article text changes"
          parts={wordDiff(htmlToText(older.content), htmlToText(newer.content))}
        />
      </section>
    </div>
  );
}
