import { z } from "zod";
import { deckSummary } from "./decks";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXTS,
  STATUS_REPLY_MAX,
  TEMPLATE_NAME_MAX,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from "./message-texts";
import { staffRef } from "./record-work";
import { founderShareView } from "./share-states";
import type { SubmissionStatus } from "./submission-status";

/**
 * Talking with the submitter (contract §13): the team's messages, their templates, and
 * the private status page where the founder or investor reads and answers them.
 */

export * from "./message-texts";

function text(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

const id = z
  .number({ error: MESSAGE_TEXTS.templateId })
  .int(MESSAGE_TEXTS.templateId)
  .min(1, MESSAGE_TEXTS.templateId)
  .max(2_147_483_647, MESSAGE_TEXTS.templateId);

/**
 * POST /api/admin/{kind}/{id}/messages. With `templateId`, a left-out subject or body is
 * the template's, filled; without it, the body is required (the subject has a default).
 */
export const sendMessagePayload = z
  .object({
    subject: text(
      MESSAGE_TEXTS.subjectRequired,
      MESSAGE_SUBJECT_MAX,
      MESSAGE_TEXTS.subjectMax,
    ).optional(),
    body: text(MESSAGE_TEXTS.bodyRequired, MESSAGE_BODY_MAX, MESSAGE_TEXTS.bodyMax).optional(),
    templateId: id.optional(),
  })
  .refine((payload) => payload.body !== undefined || payload.templateId !== undefined, {
    message: MESSAGE_TEXTS.bodyOrTemplate,
    path: ["body"],
  });
export type SendMessagePayload = z.output<typeof sendMessagePayload>;

function withKnownPlaceholders<T extends z.ZodType<string>>(field: T) {
  return field.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
  });
}

const templateFields = {
  name: text(MESSAGE_TEXTS.templateNameRequired, TEMPLATE_NAME_MAX, MESSAGE_TEXTS.templateNameMax),
  subject: withKnownPlaceholders(
    text(MESSAGE_TEXTS.subjectRequired, MESSAGE_SUBJECT_MAX, MESSAGE_TEXTS.subjectMax),
  ),
  body: withKnownPlaceholders(
    text(MESSAGE_TEXTS.bodyRequired, MESSAGE_BODY_MAX, MESSAGE_TEXTS.bodyMax),
  ),
};

/** POST /api/admin/message-templates */
export const templatePayload = z.object(templateFields);
/** PATCH /api/admin/message-templates/{id} */
export const templatePatch = z.object(templateFields).partial();
export type TemplatePayload = z.output<typeof templatePayload>;

/** POST /api/status/{token}/messages: what the submitter writes, plain text. */
export const statusReplyPayload = z.object({
  body: text(MESSAGE_TEXTS.replyRequired, STATUS_REPLY_MAX, MESSAGE_TEXTS.replyMax),
});

export const messageTemplate = z
  .object({ id: z.number().int(), name: z.string(), subject: z.string(), body: z.string() })
  .meta({ id: "MessageTemplate" });
export type MessageTemplate = z.infer<typeof messageTemplate>;

const messageDirection = z.enum(["out", "in"]);
export type MessageDirection = z.infer<typeof messageDirection>;
const messageVia = z.enum(["staff", "status-page", "email"]);
export type MessageVia = z.infer<typeof messageVia>;
const messageDelivery = z.enum(["queued", "sent", "failed"]);
export type MessageDelivery = z.infer<typeof messageDelivery>;

/** One message of a record's thread as the back office sees it; `createdAt` is ISO-8601. */
export const messageRecord = z
  .object({
    id: z.number().int(),
    direction: messageDirection,
    via: messageVia,
    author: staffRef.nullable(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Outgoing messages only: the outbox's state of its mail (and its last error when failed). */
    delivery: messageDelivery.nullable(),
    deliveryError: z.string().nullable().optional(),
    /**
     * How many attachments an e-mail reply had: they are not kept (contract §13), so the thread
     * says so and the team can ask for them. 0 for every other message.
     */
    attachmentCount: z.number().int(),
  })
  .meta({ id: "Message" });
export type MessageRecord = z.infer<typeof messageRecord>;

/** The stage the submitter sees: the team's statuses, in words meant for them. */
export const PUBLIC_STAGES = [
  { status: "new", label: "Received" },
  { status: "reviewing", label: "Under review" },
  { status: "contacted", label: "In conversation" },
  { status: "archived", label: "Closed" },
] as const satisfies readonly { status: SubmissionStatus; label: string }[];
export type PublicStage = (typeof PUBLIC_STAGES)[number]["label"];

export function publicStageOf(status: SubmissionStatus): PublicStage {
  return PUBLIC_STAGES.find((stage) => stage.status === status)?.label ?? "Received";
}

/** One message as the status page shows it: who wrote is "you" or the team (a first name). */
export const statusMessage = z
  .object({
    id: z.number().int(),
    direction: z.enum(["out", "in"]),
    /** The team member's first name on the team's messages; null on the submitter's own. */
    authorName: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "StatusMessage" });
export type StatusMessage = z.infer<typeof statusMessage>;

/** What they sent of an idea, and of an interest: the public form's fields. */
const sentIdea = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  idea: z.string(),
  sector: z.string(),
  stage: z.string(),
});
const sentInterest = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  sectors: z.array(z.string()),
  investmentAmount: z.string(),
  additionalInfo: z.string().nullable(),
});

/** GET /api/status/{token}: what they sent, never the team's notes, owner, comments or scores. */
export const statusView = z
  .object({
    kind: z.enum(["startup-ideas", "investment-interests"]),
    submittedAt: z.iso.datetime(),
    stage: z.enum(PUBLIC_STAGES.map((stage) => stage.label) as [PublicStage, ...PublicStage[]]),
    submission: z.union([sentIdea, sentInterest]).describe("The fields of the form they filled in"),
    messages: z.array(statusMessage),
    deck: deckSummary
      .nullable()
      .optional()
      .describe("An idea's pitch deck (null without one); an interest has none"),
    shares: z
      .array(founderShareView)
      .optional()
      .describe("An idea's shares with backers, oldest first (§18); an interest has none"),
  })
  .meta({ id: "StatusView" });
/** The page reads `submission` field by field, whichever form it came from. */
export type StatusView = Omit<z.infer<typeof statusView>, "submission"> & {
  submission: Record<string, unknown>;
};

/** POST /api/status/{token}/withdraw: the record is erased. */
export const statusWithdrawn = z.object({ withdrawn: z.literal(true) }).meta({ id: "Withdrawn" });
