import { zodResolver } from "@hookform/resolvers/zod";
import { articleContentError, hasVisibleText } from "@shared/schemas/article-content";
import { PERSPECTIVE_MESSAGES, perspectiveInput } from "@shared/schemas/perspective";
import {
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormSetError,
  useFormContext,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "~/lib/api-client";
import { type FormValues, NEW_VALUES } from "./perspective-form-values";

export type FormOutput = z.output<typeof perspectiveInput>;

/** The editor form, for its parts (inside its FormProvider). */
export const usePerspectiveFormContext = () => useFormContext<FormValues, unknown, FormOutput>();

const schemaResolver = zodResolver(perspectiveInput);

/** Nothing in the article at all; an image alone is not blank, only too short. */
const isBlankArticle = (html: string) => !hasVisibleText(html) && !/<img\b/i.test(html);

/**
 * The shared schema's rules, and the server's article rules (so an article the server would
 * refuse is refused before it is sent, with the same message), plus the editor's own
 * (contract §5): a blank title, summary or content is reported once more, against the title.
 */
export const perspectiveResolver: Resolver<FormValues, unknown, FormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options as never);
  const errors: FieldErrors<FormValues> = { ...result.errors };
  const contentError = articleContentError(values.content);
  if (contentError && !errors.content) {
    errors.content = { type: "article", message: contentError };
  }
  const blank =
    values.title.trim() === "" || values.summary.trim() === "" || isBlankArticle(values.content);
  if (blank) {
    errors.title = { type: "required", message: PERSPECTIVE_MESSAGES.requiredFields };
  }
  if (Object.keys(errors).length === 0) {
    return result as Awaited<ReturnType<Resolver<FormValues, unknown, FormOutput>>>;
  }
  return { values: {}, errors };
};

const FIELD_NAMES = new Set<string>(Object.keys(NEW_VALUES));

/** A 400's `errors: [{path, message}]` shown on the fields they name. */
export function showServerErrors(error: unknown, setError: UseFormSetError<FormValues>) {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return;
  for (const item of list) {
    const path = Array.isArray(item?.path) ? item.path.join(".") : String(item?.path ?? "");
    if (FIELD_NAMES.has(path) && typeof item?.message === "string") {
      setError(path as FieldPath<FormValues>, { type: "server", message: item.message });
    }
  }
}
