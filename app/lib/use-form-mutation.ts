import { useEffect } from "react";

/**
 * A mutation a page holds for a form that comes and goes with its dialog, used by that form as
 * if it held it itself. A dialog whose code loads when it opens (ADR 052) must not share the
 * page's API module, or the chunking puts that module in a file of its own on the page's first
 * load; so the page makes the mutation and hands it over. Once the form is gone (the dialog
 * closed), a request it sent reports to it no more (no toast, no closing of the next opening),
 * and the next form starts idle rather than "Saving...".
 */
export function useFormMutation<Mutation extends { reset: () => void }>(
  mutation: Mutation,
): Mutation {
  const { reset } = mutation;
  // Detaching the mutation from the page's observer: its own callbacks (the lists' refresh) run.
  useEffect(() => reset, [reset]);
  return mutation;
}
