import { categoryLabel } from "@shared/schemas/perspective";
import type { RevisionDetail } from "@shared/schemas/perspective-revisions";
import { useId } from "react";
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
  const fieldsHeadingId = useId();
  return (
    <div className="grid gap-4">
      <ComparedText heading="Title" older={older.title} newer={newer.title} />
      <ComparedText heading="Summary" older={older.summary} newer={newer.summary} />
      <section aria-labelledby={fieldsHeadingId} className="grid gap-1">
        <h3 id={fieldsHeadingId} className="text-sm font-medium text-forest-950">
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
      <ComparedText
        heading="Article text"
        older={htmlToText(older.content)}
        newer={htmlToText(newer.content)}
      />
    </div>
  );
}

/** A text field of the two versions, word by word, under its heading. */
function ComparedText({
  heading,
  older,
  newer,
}: {
  heading: string;
  older: string;
  newer: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h3 id={headingId} className="text-sm font-medium text-forest-950">
        {heading}
      </h3>
      <WordDiffView label={`${heading} changes`} parts={wordDiff(older, newer)} />
    </section>
  );
}
