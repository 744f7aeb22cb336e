import { fillTemplate, type TemplateValues } from "@shared/schemas/message-texts";
import type { MessageTemplate, SendMessagePayload } from "@shared/schemas/messages";

/**
 * The composer's rules (contract §13), apart from the screen: what a template fills in, what
 * the preview shows, and what is sent. Without the schema library, which the conversation
 * loads with a record (ADR 052); the fields' checks are `composer-schema.ts`.
 */

/** What the preview shows for the status link: the server mints a fresh one per mail. */
export const STATUS_LINK_PREVIEW = "(a private link for them)";
/** The status link stays a placeholder in the fields: only the server can fill it. */
const STATUS_LINK_PLACEHOLDER = "{{statusUrl}}";

/** The placeholders' values for this record and the staff member writing. */
export function templateValues(
  recordName: string,
  staffName: string,
  statusUrl: string,
): TemplateValues {
  const name = recordName.trim();
  return { name, firstName: name.split(/\s+/)[0] ?? name, statusUrl, staffName };
}

export type Draft = { subject: string; body: string };

/** A picked template in the fields: everything filled but the status link. */
export function draftFromTemplate(
  template: Pick<MessageTemplate, "subject" | "body">,
  values: TemplateValues,
): Draft {
  const fieldValues = { ...values, statusUrl: STATUS_LINK_PLACEHOLDER };
  return {
    subject: fillTemplate(template.subject, fieldValues),
    body: fillTemplate(template.body, fieldValues),
  };
}

/** The draft as the submitter will read it, the status link described. */
export function previewOf(draft: Draft, values: TemplateValues): Draft {
  const previewValues = { ...values, statusUrl: STATUS_LINK_PREVIEW };
  return {
    subject: fillTemplate(draft.subject, previewValues),
    body: fillTemplate(draft.body, previewValues),
  };
}

/**
 * What POST …/messages gets. A template left as picked goes by its id alone, so the server
 * fills it (the status link too); an edited one sends the edited text with the template's id,
 * which the server fills the same way. A blank subject is left out: the server has a default.
 */
export function payloadOf(
  draft: Draft,
  picked: { id: number; filled: Draft } | null,
): SendMessagePayload {
  const subject = draft.subject.trim();
  if (!picked) return { body: draft.body.trim(), ...(subject ? { subject } : {}) };
  const untouched = draft.subject === picked.filled.subject && draft.body === picked.filled.body;
  if (untouched) return { templateId: picked.id };
  return { templateId: picked.id, body: draft.body.trim(), ...(subject ? { subject } : {}) };
}
