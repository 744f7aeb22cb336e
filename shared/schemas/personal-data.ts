import { z } from "zod";
import { emailAddress } from "./fields";
import { PERSONAL_DATA_MESSAGES, RETENTION_MONTHS } from "./personal-data-texts";
import { SUBMISSION_STATUSES } from "./submission-status";

export { PERSONAL_DATA_MESSAGES, RETENTION_MONTHS } from "./personal-data-texts";

const email = emailAddress(PERSONAL_DATA_MESSAGES.email);

/** GET /api/admin/people?email= and /people/export?email=. */
export const personQuery = z.object({ email });

/** POST /api/admin/people/erase. */
export const erasePayload = z.object({ email });
export type ErasePayload = z.input<typeof erasePayload>;

/** PUT /api/admin/settings/retention. */
export const retentionPayload = z.object({
  months: z
    .number({ error: PERSONAL_DATA_MESSAGES.retention })
    .int(PERSONAL_DATA_MESSAGES.retention)
    .min(RETENTION_MONTHS.min, PERSONAL_DATA_MESSAGES.retention)
    .max(RETENTION_MONTHS.max, PERSONAL_DATA_MESSAGES.retention),
});

/** GET/PUT /api/admin/settings/retention. */
export const retentionSettings = z
  .object({
    months: z.number().int(),
    dueNow: z.number().int().describe("Records past the period now, deleted at the next purge"),
  })
  .meta({ id: "RetentionSettings" });
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** POST /api/admin/people/erase: how many records of each kind were erased. */
export const eraseResult = z
  .object({
    erased: z.object({ startupIdeas: z.number().int(), investmentInterests: z.number().int() }),
  })
  .meta({ id: "EraseResult" });
export type EraseResult = z.infer<typeof eraseResult>;

/** The columns both kinds of record are stored with, as GET /api/admin/people answers them. */
const heldRecordFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  notes: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  unreadMessages: z.number().int(),
  statusChangedAt: z.iso.datetime(),
  reviewScore: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};
const heldStartupIdea = z
  .object({
    ...heldRecordFields,
    idea: z.string(),
    sector: z.string(),
    stage: z.string(),
    hasDeck: z.boolean(),
  })
  .meta({ id: "HeldStartupIdea" });
const heldInvestmentInterest = z
  .object({
    ...heldRecordFields,
    sectors: z.array(z.string()),
    investmentAmount: z.string(),
    additionalInfo: z.string().nullable(),
  })
  .meta({ id: "HeldInvestmentInterest" });

/** GET /api/admin/people?email=: every record held for the address, either kind, newest first. */
export const personRecords = z
  .object({
    email: z.string(),
    startupIdeas: z.array(heldStartupIdea),
    investmentInterests: z.array(heldInvestmentInterest),
  })
  .meta({ id: "PersonRecords" });

/** What the download adds to each record: its comments, messages and activity. */
const recordHistory = {
  comments: z.array(
    z.object({ body: z.string(), author: z.string(), createdAt: z.iso.datetime() }),
  ),
  messages: z.array(
    z.object({
      direction: z.string(),
      via: z.string(),
      author: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      attachmentCount: z.number().int(),
      createdAt: z.iso.datetime(),
    }),
  ),
  activity: z.array(
    z.object({
      at: z.iso.datetime(),
      action: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
};

/**
 * An idea's pitch deck in the download (contract §17): the file itself, in base64; null content
 * when it was deleted as infected.
 */
const exportedDeck = z
  .object({
    fileName: z.string(),
    size: z.number().int(),
    sha256: z.string().describe("Hex SHA-256 of the file as uploaded"),
    contentBase64: z.string().nullable(),
  })
  .nullable();

/** GET /api/admin/people/export?email=: the same records with their history, as one file. */
export const personExport = z
  .object({
    email: z.string(),
    exportedAt: z.iso.datetime(),
    startupIdeas: z.array(heldStartupIdea.extend({ ...recordHistory, deck: exportedDeck })),
    investmentInterests: z.array(heldInvestmentInterest.extend(recordHistory)),
  })
  .meta({ id: "PersonExport" });
