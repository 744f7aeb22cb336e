/**
 * The messages' limits, texts and placeholders (contract §13), without the schema library: the
 * back office's conversation and its composer's stand-in read them as they load, before any
 * form needs zod (ADR 052). `messages.ts` builds its schemas from them and re-exports them.
 */

export const MESSAGE_BODY_MAX = 10_000;
export const MESSAGE_SUBJECT_MAX = 200;
export const STATUS_REPLY_MAX = 5000;
export const TEMPLATE_NAME_MAX = 100;

export const MESSAGE_TEXTS = {
  bodyRequired: "Message is required",
  bodyMax: `Message must be at most ${MESSAGE_BODY_MAX} characters`,
  subjectRequired: "Subject is required",
  subjectMax: `Subject must be at most ${MESSAGE_SUBJECT_MAX} characters`,
  replyRequired: "Your answer is required",
  replyMax: `Your answer must be at most ${STATUS_REPLY_MAX} characters`,
  templateId: "templateId must be a template's id",
  templateNotFound: "Template not found",
  templateNameRequired: "Name is required",
  templateNameMax: `Name must be at most ${TEMPLATE_NAME_MAX} characters`,
  bodyOrTemplate: "Write a message or pick a template",
  statusNotFound: "This link is not valid (any more)",
} as const;

/** The placeholders a template may use, filled when the message is sent. */
export const TEMPLATE_PLACEHOLDERS = ["name", "firstName", "statusUrl", "staffName"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Record<TemplatePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders in a text that are not one of TEMPLATE_PLACEHOLDERS, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const [, name = ""] of text.matchAll(PLACEHOLDER)) if (!known.has(name)) unknown.add(name);
  return [...unknown];
}

/** A template's text with its placeholders filled (the preview and the sent mail alike). */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as TemplatePlaceholder] : whole,
  );
}

/**
 * How a sent message's status link reads in the thread (back office and status page alike):
 * the link's token is a key to the page and is kept only as a hash, so the kept text names it.
 */
export const STATUS_LINK_STAND_IN = "[link to your private status page]";

/** "{{foo}}, {{bar}}" → the message a template save answers with. */
export function unknownPlaceholderMessage(names: string[]): string {
  const listed = names.map((name) => `{{${name}}}`).join(", ");
  return `Unknown placeholder ${listed}: use ${TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}`;
}
