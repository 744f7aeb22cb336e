import type { MediaRecord } from "@shared/schemas/media";
import { useState } from "react";
import { altTextProblem, ImageAltFields } from "~/components/admin/image-alt-fields";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useUpdateMediaText } from "./api";

/**
 * Changing an image's alt text, or marking it decorative, from the library: folded away in a
 * disclosure so the cards stay short.
 */
export function MediaAltForm({ image }: { image: MediaRecord }) {
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const [problem, setProblem] = useState<string>();
  const update = useUpdateMediaText();

  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-forest-700 underline underline-offset-2">
        Edit alt text
      </summary>
      <form
        noValidate
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const refused = altTextProblem(alt, decorative);
          setProblem(refused);
          if (refused) return;
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
        <ImageAltFields
          alt={alt}
          decorative={decorative}
          error={problem}
          onAltChange={setAlt}
          onDecorativeChange={(checked) => {
            setDecorative(checked);
            setProblem(undefined);
          }}
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
