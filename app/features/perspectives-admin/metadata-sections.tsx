import { PERSPECTIVE_CATEGORIES, PERSPECTIVE_CATEGORY_CODES } from "@shared/schemas/perspective";
import { Controller, useWatch } from "react-hook-form";
import { FormField, Select } from "~/components/ui/form-field";
import { SwitchField } from "~/components/ui/switch-field";
import { FormSection } from "./form-section";
import { ImagePreview } from "./image-preview";
import { ImageUploadButton } from "./image-upload-button";
import { usePerspectiveFormContext } from "./perspective-form-values";
import { ImageUrlField, PerspectiveTextField } from "./perspective-text-field";
import { PublishAtField } from "./schedule/publish-at-field";

const CATEGORY_OPTIONS = PERSPECTIVE_CATEGORY_CODES.map((code) => (
  <option key={code} value={code}>
    {PERSPECTIVE_CATEGORIES[code]}
  </option>
));

/** Category and cover image, with a preview of the cover once its address loads. */
export function DetailsSection() {
  const { register, control, formState } = usePerspectiveFormContext();
  const coverImage = useWatch({ control, name: "coverImage" });
  return (
    <FormSection id="details-heading" title="Details" className="grid content-start gap-5">
      <FormField
        id="perspective-category"
        label="Category"
        required
        error={formState.errors.category?.message}
      >
        {(aria) => (
          <Select {...aria} {...register("category")}>
            {CATEGORY_OPTIONS}
          </Select>
        )}
      </FormField>
      <ImageUrlField
        name="coverImage"
        label="Cover Image URL"
        hint="Optimal size: 1200x630 pixels"
        placeholder="https://example.com/cover.jpg"
      />
      <ImageUploadButton name="coverImage" label="Upload a cover image" />
      <ImagePreview url={coverImage} className="aspect-[1200/630] w-full max-w-xs" />
    </FormSection>
  );
}

/** Who wrote it, as the byline shows them. */
export function AuthorSection() {
  return (
    <FormSection id="author-heading" title="Author" className="grid content-start gap-5">
      <PerspectiveTextField name="authorName" label="Author Name" required autoComplete="off" />
      <PerspectiveTextField
        name="authorTitle"
        label="Author Title"
        required
        autoComplete="off"
        placeholder="e.g. Managing Partner"
      />
      <ImageUrlField
        name="authorImage"
        label="Author Image URL"
        placeholder="https://example.com/portrait.jpg"
      />
      <ImageUploadButton name="authorImage" label="Upload an author photo" />
    </FormSection>
  );
}

const SWITCHES = [
  { name: "published", label: "Published", hint: "Visible to the public" },
  { name: "featured", label: "Featured", hint: "Featured on homepage and listings" },
] as const;

/** Whether the public sees it (and from when), and whether the home page features it. */
export function VisibilitySection({ live = false }: { live?: boolean }) {
  const { control } = usePerspectiveFormContext();
  return (
    <FormSection id="visibility-heading" title="Visibility" className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, hint }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <SwitchField
                id={`perspective-${name}`}
                label={label}
                hint={hint}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      <PublishAtField live={live} />
    </FormSection>
  );
}
