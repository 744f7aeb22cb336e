import { DECK_FIELD, type DeckState, type DeckSummary } from "@shared/schemas/decks";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DeckFileField } from "~/components/ui/deck-file-field";
import { ApiError, apiRequest } from "~/lib/api-client";
import { sendDeckForm } from "~/lib/deck-upload";
import { fileSize } from "~/lib/file-size";
import type { SendProgress } from "~/lib/post-with-progress";
import { usePublicWrite } from "~/lib/use-public-write";

/** What the founder reads of their deck's state (staff see more: the virus's name). */
const STATE_TEXTS: Record<DeckState, string> = {
  scanning: "Received: it is being checked for viruses.",
  clean: "Received and checked.",
  unscanned: "Received.",
  unreadable:
    "Received, but we could not read its pages. The team can still download it; you may want to send another PDF.",
  infected:
    "The file was refused: our virus check found a problem with it, so it was deleted. You can add another.",
};

type StatusDeckProps = { token: string; deck: DeckSummary | null };

/**
 * The status page's pitch deck (contract §17): its state, and a form to add one, or replace
 * or remove it (the old one is deleted). What went wrong is said under the file field.
 */
export function StatusDeck({ token, deck: initialDeck }: StatusDeckProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [deck, setDeck] = useState(initialDeck);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { working, failure, setFailure, run } = usePublicWrite();
  const url = `/api/status/${encodeURIComponent(token)}/deck`;

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!file || problem) {
      setProblem(problem ?? "Choose a PDF file first.");
      inputRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.set(DECK_FIELD, file);
    await run(async () => {
      try {
        setDeck(await sendDeckForm<DeckSummary>(url, form, setProgress));
        setFile(null);
        if (inputRef.current) inputRef.current.value = "";
      } catch (error) {
        // A file the server refused is the field's problem, said beside it.
        if (error instanceof ApiError && (error.status === 400 || error.status === 413))
          setProblem(error.message);
        else throw error;
      } finally {
        setProgress(null);
      }
    }, "The file could not be sent. Please try again.");
  };

  const remove = () =>
    run(async () => {
      await apiRequest(url, { method: "DELETE" });
      setDeck(null);
      setConfirmingRemoval(false);
    }, "The deck could not be removed. Please try again.");

  const hasFile = deck !== null && deck.state !== "infected";
  return (
    <section
      aria-labelledby="deck-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="deck-heading" className="text-lg font-semibold text-forest-950">
        Your pitch deck
      </h2>
      <div aria-live="polite" className="mt-3">
        {deck ? (
          <div className="grid gap-1">
            <p className="text-ink">
              <span className="font-semibold break-all">{deck.fileName}</span>
              <span className="text-ink-muted">
                {" · "}
                {fileSize(deck.size)}
                {deck.pages ? ` · ${deck.pages} ${deck.pages === 1 ? "page" : "pages"}` : ""}
              </span>
            </p>
            <p
              data-deck-state={deck.state}
              className={deck.state === "infected" ? "font-medium text-red-700" : "text-ink-muted"}
            >
              {STATE_TEXTS[deck.state]}
            </p>
          </div>
        ) : (
          <p className="text-ink-muted">
            No deck yet. Investors ask for one: add it here whenever it is ready.
          </p>
        )}
      </div>
      <form onSubmit={upload} noValidate className="mt-4 grid gap-4">
        <DeckFileField
          id="status-deck"
          label={
            hasFile ? "Replace it with another PDF (up to 25 MB)" : "Pitch deck (PDF, up to 25 MB)"
          }
          hint="Up to 60 pages, not password-protected."
          inputRef={inputRef}
          file={file}
          error={problem}
          progress={progress}
          disabled={working}
          onChoose={(chosen, chosenProblem) => {
            setFile(chosen);
            setProblem(chosenProblem ?? undefined);
          }}
        />
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={working}>
            {working && progress ? "Sending…" : hasFile ? "Replace the deck" : "Add the deck"}
          </Button>
          {deck && !confirmingRemoval ? (
            <Button
              type="button"
              variant="danger-outline"
              disabled={working}
              ref={removeRef}
              onClick={() => {
                setConfirmingRemoval(true);
                requestAnimationFrame(() => keepRef.current?.focus());
              }}
            >
              Remove the deck
            </Button>
          ) : null}
        </div>
        {deck && confirmingRemoval ? (
          <fieldset className="grid gap-3 rounded-xl border border-red-200 p-4">
            <legend className="px-1 text-ink">
              Remove your pitch deck? The team will no longer see it.
            </legend>
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="danger" disabled={working} onClick={remove}>
                Yes, remove it
              </Button>
              <Button
                ref={keepRef}
                type="button"
                variant="outline"
                disabled={working}
                onClick={() => {
                  setConfirmingRemoval(false);
                  requestAnimationFrame(() => removeRef.current?.focus());
                }}
              >
                Keep it
              </Button>
            </div>
          </fieldset>
        ) : null}
      </form>
    </section>
  );
}
