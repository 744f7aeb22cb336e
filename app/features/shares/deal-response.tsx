import { type BackerResponse, dealResponse, SHARE_LIMITS } from "@shared/schemas/share-states";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Textarea } from "~/components/ui/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiRequest } from "~/lib/api-client";
import { cx } from "~/lib/cx";
import { usePublicWrite } from "~/lib/use-public-write";
import { dealResponseUrl } from "./deal-api";

type DealResponseProps = {
  token: string;
  response: BackerResponse | null;
  responseNote: string | null;
  introduced: boolean;
};

const CHOICES: { value: BackerResponse; label: string; hint: string }[] = [
  {
    value: "interested",
    label: "I'd like an introduction",
    hint: "The studio asks the founder. If they agree, the studio introduces you both by e-mail.",
  },
  {
    value: "not-for-me",
    label: "Not for me",
    hint: "The studio is told, and nothing more happens. You can change your mind here later.",
  },
];

/** What the backer's answer means, as the page says it back to them. */
const ANSWERED: Record<BackerResponse, string> = {
  interested:
    "You asked for an introduction. The studio asks the founder; if they agree, the studio introduces you both by e-mail.",
  "not-for-me": "You said this idea is not for you. Thank you for taking a look.",
};

/**
 * The backer's answer (contract §18): "I'd like an introduction" or "Not for me", with an
 * optional note for the studio; the answer given so far, and a way to change it until the
 * introduction is made. A form of radio buttons with one submit button, so that an answer
 * sent before the island's code arrived is held and sent again as it was (~/lib/islands).
 */
export function DealResponse({ token, introduced, ...initial }: DealResponseProps) {
  const [answer, setAnswer] = useState({ response: initial.response, note: initial.responseNote });
  const [editing, setEditing] = useState(initial.response === null);
  const { working: sending, failure, setFailure, run } = usePublicWrite();
  const [choiceError, setChoiceError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const switched = useRef(false);

  // Focus follows a switch between the answer and the form (never on the first render): to
  // the chosen answer when the form opens, to "Change my answer" when it closes.
  useEffect(() => {
    if (!switched.current) return;
    if (editing)
      (
        formRef.current?.querySelector<HTMLInputElement>("input:checked") ?? firstChoiceRef.current
      )?.focus();
    else changeRef.current?.focus();
  }, [editing]);
  const switchTo = (next: boolean) => {
    switched.current = true;
    setEditing(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    setSaved(false);
    const fields = new FormData(event.currentTarget);
    const choice = fields.get("response");
    if (choice !== "interested" && choice !== "not-for-me") {
      setChoiceError("Choose an answer");
      firstChoiceRef.current?.focus();
      return;
    }
    setChoiceError(undefined);
    const parsed = dealResponse.safeParse({ response: choice, note: fields.get("note") ?? "" });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      noteRef.current?.focus();
      return;
    }
    setNoteError(undefined);
    const note = parsed.data.note ?? "";
    await run(async () => {
      await apiRequest(dealResponseUrl(token), { body: { response: parsed.data.response, note } });
      setAnswer({ response: parsed.data.response, note: note || null });
      switchTo(false);
      setSaved(true);
    }, "Your answer could not be sent. Please try again.");
  };

  return (
    <section
      aria-labelledby="answer-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="answer-heading" className="text-lg font-semibold text-forest-950">
        Your answer
      </h2>
      <div aria-live="polite">
        {introduced ? (
          <p className="mt-3 rounded-xl bg-forest-50 p-4 text-forest-900 ring-1 ring-forest-100">
            You have been introduced: the studio sent one e-mail to you and the founder, naming each
            of you to the other.
          </p>
        ) : answer.response && !editing ? (
          <div className="mt-3 grid gap-3">
            <p className="text-ink" data-answer={answer.response}>
              {saved ? <strong className="font-semibold">Thank you. </strong> : null}
              {ANSWERED[answer.response]}
            </p>
            {answer.note ? (
              <div className="rounded-xl bg-wheat-50 p-4 ring-1 ring-wheat-200">
                <p className="text-sm font-semibold text-forest-950">Your note</p>
                <p className="mt-1 break-words whitespace-pre-wrap text-ink">{answer.note}</p>
              </div>
            ) : null}
            {/* A form, so a press before the island's code arrived is held and made again. */}
            <form
              aria-label="Change my answer"
              onSubmit={(event) => {
                event.preventDefault();
                setSaved(false);
                switchTo(true);
              }}
            >
              <Button ref={changeRef} type="submit" variant="outline">
                Change my answer
              </Button>
            </form>
          </div>
        ) : null}
      </div>
      {introduced || !editing ? null : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-label="Your answer"
          className="mt-4 grid gap-5"
        >
          <fieldset
            aria-describedby={choiceError ? "answer-choice-error" : undefined}
            className="grid gap-3"
          >
            <legend className="mb-3 text-ink">Would you like to meet the founder?</legend>
            {CHOICES.map((choice, index) => (
              <label
                key={choice.value}
                className={cx(
                  "flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors",
                  "border-forest-900/20 hover:border-forest-700 has-checked:border-forest-700 has-checked:bg-forest-50",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-forest-600",
                )}
              >
                <input
                  ref={index === 0 ? firstChoiceRef : undefined}
                  type="radio"
                  name="response"
                  value={choice.value}
                  defaultChecked={answer.response === choice.value}
                  aria-describedby={`answer-${choice.value}-hint`}
                  className="mt-1 size-4 shrink-0 accent-forest-700"
                />
                <span className="grid gap-0.5">
                  <span className="font-semibold text-forest-950">{choice.label}</span>
                  <span id={`answer-${choice.value}-hint`} className="text-sm text-ink-muted">
                    {choice.hint}
                  </span>
                </span>
              </label>
            ))}
            {choiceError ? (
              <p id="answer-choice-error" role="alert" className="text-sm font-medium text-red-700">
                {choiceError}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id="answer-note"
            label="A note for the studio"
            hint={`What you would like to know, or why not. Up to ${SHARE_LIMITS.responseNoteMax.toLocaleString("en-US")} characters; read by the studio's team.`}
            error={noteError}
          >
            {(aria) => (
              <Textarea
                {...aria}
                ref={noteRef}
                name="note"
                rows={4}
                defaultValue={answer.note ?? ""}
              />
            )}
          </FormField>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton submitting={sending}>Send my answer</SubmitButton>
            {answer.response ? (
              <Button
                variant="ghost"
                onClick={() => {
                  switchTo(false);
                  setChoiceError(undefined);
                  setNoteError(undefined);
                }}
              >
                Keep my answer
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
