import { type RefObject, useEffect } from "react";
import { deckProblem } from "~/lib/deck-upload";
import { fileSize } from "~/lib/file-size";
import type { SendProgress } from "~/lib/post-with-progress";
import { FormField } from "./form-field";
import { UploadProgress } from "./upload-progress";

type DeckFileFieldProps = {
  id: string;
  label: string;
  hint?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  /** What is wrong with the file: found here, or the server's words after sending. */
  error?: string;
  /** The bytes sent, while the file is on its way. */
  progress: SendProgress | null;
  onChoose: (file: File | null, problem: string | null) => void;
  disabled?: boolean;
};

/**
 * The pitch deck's file field (contract §17): the browser's own file input, the chosen file's
 * name and size, its upload's progress (announced) and what is wrong with it. A file that is
 * plainly not a deck (not a PDF, over 25 MB) is refused as it is chosen.
 */
export function DeckFileField({
  id,
  label,
  hint,
  inputRef,
  file,
  error,
  progress,
  onChoose,
  disabled,
}: DeckFileFieldProps) {
  const choose = (chosen: File | null) => onChoose(chosen, chosen ? deckProblem(chosen) : null);

  // A file picked before this island's code arrived is in the input already: take it over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the island wakes
  useEffect(() => {
    const early = inputRef.current?.files?.[0];
    if (early) choose(early);
  }, []);

  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="grid gap-2">
          <input
            {...aria}
            ref={inputRef}
            type="file"
            name="deck"
            accept="application/pdf,.pdf"
            disabled={disabled}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            className="block w-full rounded-lg border border-dashed border-forest-900/30 bg-white px-3 py-2.5 text-sm text-ink-muted file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-200 aria-invalid:border-red-600"
          />
          <div aria-live="polite" className="grid gap-2">
            {file ? (
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
                <span className="font-semibold break-all">{file.name}</span>
                <span className="text-ink-muted tabular-nums">{fileSize(file.size)}</span>
                {disabled ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      if (inputRef.current) inputRef.current.value = "";
                      choose(null);
                    }}
                    className="rounded font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-950"
                  >
                    Remove file
                  </button>
                )}
              </p>
            ) : null}
            {progress ? <UploadProgress progress={progress} afterSending="checking it…" /> : null}
          </div>
        </div>
      )}
    </FormField>
  );
}
