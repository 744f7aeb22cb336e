import {
  PERSPECTIVE_CATEGORIES,
  PERSPECTIVE_CATEGORY_CODES,
} from "@shared/schemas/perspective-categories";
import { Fragment } from "react";
import { FormField, Select } from "~/components/ui/form-field";
import type { FormParts } from "./form-parts";
import { FormSection } from "./form-section";
import { ImagePreview } from "./image-preview";
import { ImageUrlField, PerspectiveTextField } from "./perspective-text-field";

const CATEGORY_OPTIONS = PERSPECTIVE_CATEGORY_CODES.map((code) => (
  <option key={code} value={code}>
    {PERSPECTIVE_CATEGORIES[code]}
  </option>
));

/** Category and cover image, with a preview of the cover once its address loads. */
export function DetailsSection({ parts }: { parts: FormParts }) {
  return (
    <FormSection id="details-heading" title="Details" className="grid content-start gap-5">
      <FormField id="perspective-category" label="Category" required error={parts.errors.category}>
        {(aria) => (
          <Select {...aria} {...parts.field("category")}>
            {CATEGORY_OPTIONS}
          </Select>
        )}
      </FormField>
      <ImageUrlField
        parts={parts}
        name="coverImage"
        label="Cover Image URL"
        hint="Optimal size: 1200x630 pixels"
        placeholder="https://example.com/cover.jpg"
      />
      {parts.upload("coverImage", "Upload a cover image")}
      <ImagePreview url={parts.coverImage} className="aspect-[1200/630] w-full max-w-xs" />
    </FormSection>
  );
}

/** Who wrote it, as the byline shows them. */
export function AuthorSection({ parts }: { parts: FormParts }) {
  return (
    <FormSection id="author-heading" title="Author" className="grid content-start gap-5">
      <PerspectiveTextField
        parts={parts}
        name="authorName"
        label="Author Name"
        required
        autoComplete="off"
      />
      <PerspectiveTextField
        parts={parts}
        name="authorTitle"
        label="Author Title"
        required
        autoComplete="off"
        placeholder="e.g. Managing Partner"
      />
      <ImageUrlField
        parts={parts}
        name="authorImage"
        label="Author Image URL"
        placeholder="https://example.com/portrait.jpg"
      />
      {parts.upload("authorImage", "Upload an author photo")}
    </FormSection>
  );
}

const SWITCHES = [
  { name: "published", label: "Published", hint: "Visible to the public" },
  { name: "featured", label: "Featured", hint: "Featured on homepage and listings" },
] as const;

/** Whether the public sees it (and from when), and whether the home page features it. */
export function VisibilitySection({ parts }: { parts: FormParts }) {
  return (
    <FormSection id="visibility-heading" title="Visibility" className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, hint }) => (
          <Fragment key={name}>
            {parts.visibilitySwitch(name, { id: `perspective-${name}`, label, hint })}
          </Fragment>
        ))}
      </div>
      {parts.publishAt}
    </FormSection>
  );
}
