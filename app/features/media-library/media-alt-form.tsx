import { MEDIA_ALT_MAX, type MediaRecord } from "@shared/schemas/media";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField, Input } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useUpdateMediaText } from "./api";

/**
 * Changing an image's alt text, or marking it decorative, from the library: folded away in a
 * disclosure so the cards stay short.
 */
export function MediaAltForm({ image }: { image: MediaRecord }) {
  const ids = { alt: useId(), decorative: useId() };
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const update = useUpdateMediaText();

  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-forest-700 underline underline-offset-2">
        Edit alt text
      </summary>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { id: image.id, ...(decorative ? { decorative } : { alt, decorative }) },
            {
              onSuccess: () => toast({ title: "Alt text saved", variant: "success" }),
              onError: (error) =>
                toast({
                  title: "The alt text was not saved",
                  description: errorMessage(error),
                  variant: "destructive",
                }),
            },
          );
        }}
      >
        <FormField id={ids.alt} label="Alternative text">
          {(aria) => (
            <Input
              {...aria}
              value={decorative ? "" : alt}
              maxLength={MEDIA_ALT_MAX}
              disabled={decorative}
              onChange={(event) => setAlt(event.target.value)}
            />
          )}
        </FormField>
        <CheckboxField
          id={ids.decorative}
          label="Decorative (no alt text)"
          checked={decorative}
          onChange={(event) => setDecorative(event.target.checked)}
        />
        <div>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save alt text"}
          </Button>
        </div>
      </form>
    </details>
  );
}
