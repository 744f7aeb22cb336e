import { industryLabel } from "@shared/schemas/investment-interest-choices";
import type { StatusView } from "@shared/schemas/messages";

/** One line of "What you sent": a label and the text as they gave it. */
export type SubmittedField = { label: string; value: string; long?: boolean };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * What the submitter sent, in the order of the form they filled in, with the form's own
 * labels; a field they left empty is left out. Sectors read as their labels.
 */
export function submittedFields(view: Pick<StatusView, "kind" | "submission">): SubmittedField[] {
  const sent = view.submission;
  const fields: SubmittedField[] =
    view.kind === "startup-ideas"
      ? [
          { label: "Name", value: text(sent.name) },
          { label: "Email", value: text(sent.email) },
          { label: "Phone", value: text(sent.phone) },
          { label: "Agricultural sector", value: text(sent.sector) },
          { label: "Stage", value: text(sent.stage) },
          { label: "Your idea", value: text(sent.idea), long: true },
        ]
      : [
          { label: "Name", value: text(sent.name) },
          { label: "Email", value: text(sent.email) },
          { label: "Phone", value: text(sent.phone) },
          {
            label: "Sectors",
            value: (Array.isArray(sent.sectors) ? sent.sectors : [])
              .map((code) => industryLabel(String(code)))
              .join(", "),
          },
          { label: "Investment amount", value: text(sent.investmentAmount) },
          { label: "Additional information", value: text(sent.additionalInfo), long: true },
        ];
  return fields.filter((field) => field.value !== "");
}

/** "startup idea" or "investment interest": how the page names what they sent. */
export const kindNoun = (kind: StatusView["kind"]) =>
  kind === "startup-ideas" ? "startup idea" : "investment interest";
