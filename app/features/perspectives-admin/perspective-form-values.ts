import type { PerspectiveInput, PerspectiveRecord } from "@shared/schemas/perspective";

/**
 * What the editor form's fields hold (the optional URLs as text, "" for none). Without zod or
 * the form library: the form's stand-in draws them before that code has loaded (ADR 052); the
 * rules are `perspective-form-checks.ts`.
 */
export type FormValues = Omit<
  PerspectiveInput,
  "coverImage" | "authorImage" | "featured" | "published" | "publishAt"
> & {
  coverImage: string;
  authorImage: string;
  featured: boolean;
  published: boolean;
  /** A scheduled moment (ISO 8601), or "" for at once. */
  publishAt: string;
};

/** The editor's defaults for a new perspective (contract §5). */
export const NEW_VALUES: FormValues = {
  title: "",
  summary: "",
  content: "",
  category: "market_analysis",
  coverImage: "",
  authorName: "",
  authorTitle: "",
  authorImage: "",
  featured: false,
  published: true,
  publishAt: "",
};

export function valuesOf(record: PerspectiveRecord): FormValues {
  return {
    title: record.title,
    summary: record.summary,
    content: record.content,
    category: record.category as FormValues["category"],
    coverImage: record.coverImage ?? "",
    authorName: record.authorName,
    authorTitle: record.authorTitle,
    authorImage: record.authorImage ?? "",
    featured: record.featured,
    published: record.published,
    publishAt: record.status === "scheduled" ? (record.publishAt ?? "") : "",
  };
}
