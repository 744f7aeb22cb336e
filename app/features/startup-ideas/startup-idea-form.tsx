import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import {
  DEFAULT_STAGE,
  STARTUP_SECTORS,
  STARTUP_STAGES,
  startupIdeaForm,
} from "@shared/schemas/startup-idea";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DeckFileField } from "~/components/ui/deck-file-field";
import { CheckboxField, FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { preloadToaster } from "~/components/ui/lazy-toaster";
import { ConsentLink, SubmissionFooter } from "~/components/ui/submission-footer";
import { ApiError } from "~/lib/api-client";
import { submissionFailureMessage } from "~/lib/error-message";
import type { SendProgress } from "~/lib/post-with-progress";
import { toast } from "~/lib/toast-store";
import { submitStartupIdea, submitStartupIdeaWithDeck } from "./submit-startup-idea";

type FormInput = z.input<typeof startupIdeaForm>;
type FormOutput = z.output<typeof startupIdeaForm>;

const EMPTY: FormInput = {
  name: "",
  email: "",
  phone: "",
  idea: "",
  sector: "" as FormInput["sector"],
  stage: DEFAULT_STAGE,
  terms: false,
};

/** A refusal of the deck itself (not a PDF, encrypted, too many pages, too large). */
const isDeckRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413);

/**
 * The home page's "Have a Startup Idea?" form (contract §3: its rules and messages), with an
 * optional pitch deck (§17). Without a deck it sends JSON; with one, a multipart form whose
 * progress it shows. A refused deck is said under its field and every typed field is kept.
 */
export function StartupIdeaForm() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const deckInputRef = useRef<HTMLInputElement>(null);
  const [deck, setDeck] = useState<File | null>(null);
  const [deckError, setDeckError] = useState<string>();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    // No defaultValues: the fields start from what the page holds, which is empty unless the
    // visitor typed before this code was loaded (an on-use island, ~/lib/islands); that is kept.
    resolver: zodResolver(startupIdeaForm),
  });

  const onSubmit = async ({ terms, ...payload }: FormOutput) => {
    if (deckError) {
      deckInputRef.current?.focus();
      return;
    }
    preloadToaster();
    const honeypot = honeypotRef.current?.value ?? "";
    try {
      if (deck) await submitStartupIdeaWithDeck(payload, honeypot, deck, setProgress);
      else await submitStartupIdea(payload, honeypot);
      toast({
        title: "Submission Successful",
        description: "Thank you for sharing your idea. We'll be in touch soon!",
        variant: "success",
      });
      reset(EMPTY);
      if (deckInputRef.current) deckInputRef.current.value = "";
      setDeck(null);
    } catch (error) {
      if (deck && isDeckRefusal(error)) {
        setDeckError((error as ApiError).message);
        deckInputRef.current?.focus();
        return;
      }
      toast({
        title: "Submission Failed",
        description: submissionFailureMessage(
          error,
          "There was a problem submitting your idea. Please try again.",
        ),
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative grid gap-5"
      aria-label="Startup idea"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="idea-name" label="Full name" required error={errors.name?.message}>
          {(aria) => <Input {...aria} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField id="idea-email" label="Email" required error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        <FormField id="idea-phone" label="Phone" error={errors.phone?.message}>
          {(aria) => <Input {...aria} type="tel" autoComplete="tel" {...register("phone")} />}
        </FormField>
        <FormField
          id="idea-sector"
          label="Agricultural sector"
          required
          error={errors.sector?.message}
        >
          {(aria) => (
            <Select {...aria} {...register("sector")}>
              <option value="">Select a sector</option>
              {STARTUP_SECTORS.map((sector) => (
                <option key={sector} value={sector}>
                  {sector}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="idea-stage"
          label="Stage"
          required
          error={errors.stage?.message}
          className="sm:col-span-2"
        >
          {(aria) => (
            <Select {...aria} {...register("stage")}>
              {STARTUP_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {stage}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id="idea-description"
        label="Your idea"
        required
        hint="What problem does it solve, for whom, and how? A few sentences are plenty."
        error={errors.idea?.message}
      >
        {(aria) => <Textarea {...aria} rows={6} {...register("idea")} />}
      </FormField>
      <DeckFileField
        id="idea-deck"
        label="Pitch deck (PDF, up to 25 MB)"
        hint="Up to 60 pages, not password-protected. You can also add it later from your status page."
        inputRef={deckInputRef}
        file={deck}
        error={deckError}
        progress={progress}
        disabled={isSubmitting}
        onChoose={(file, problem) => {
          setDeck(file);
          setDeckError(problem ?? undefined);
        }}
      />
      <CheckboxField
        id="idea-terms"
        error={errors.terms?.message}
        label={
          <>
            I agree to the{" "}
            <ConsentLink href={paths.termsOfService}>terms and conditions</ConsentLink> and the{" "}
            <ConsentLink href={paths.privacyPolicy}>privacy policy</ConsentLink>.
          </>
        }
        {...register("terms")}
      />
      <SubmissionFooter honeypotRef={honeypotRef} submitting={isSubmitting}>
        Submit Your Idea
      </SubmissionFooter>
    </form>
  );
}
