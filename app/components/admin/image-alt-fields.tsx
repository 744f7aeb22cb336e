import { MEDIA_ALT_MAX } from "@shared/schemas/media-texts";
import { useId } from "react";
import { CheckboxField, FormField, Input } from "~/components/ui/form-field";

const ALT_REQUIRED = "Describe the image for readers who cannot see it, or mark it decorative";

/**
 * Why an image's text cannot be kept as it is, or undefined: it needs alt text unless it is
 * marked decorative (an article cannot be published with an image that has neither).
 */
export const altTextProblem = (alt: string, decorative: boolean) =>
  decorative || alt.trim() ? undefined : ALT_REQUIRED;

/**
 * An image's alternative text and its "decorative" mark, which empties and disables the text:
 * the same two fields when uploading and when editing in the media library.
 */
export function ImageAltFields({
  alt,
  decorative,
  error,
  onAltChange,
  onDecorativeChange,
}: {
  alt: string;
  decorative: boolean;
  error?: string;
  onAltChange: (alt: string) => void;
  onDecorativeChange: (decorative: boolean) => void;
}) {
  const ids = { alt: useId(), decorative: useId() };
  return (
    <>
      <FormField
        id={ids.alt}
        label="Alternative text"
        required={!decorative}
        hint="What the image shows, for screen readers and when it cannot load"
        error={error}
      >
        {(aria) => (
          <Input
            {...aria}
            value={decorative ? "" : alt}
            maxLength={MEDIA_ALT_MAX}
            disabled={decorative}
            onChange={(event) => onAltChange(event.target.value)}
          />
        )}
      </FormField>
      <CheckboxField
        id={ids.decorative}
        label="Decorative: it adds nothing the text does not say (no alt text)"
        checked={decorative}
        onChange={(event) => onDecorativeChange(event.target.checked)}
      />
    </>
  );
}
