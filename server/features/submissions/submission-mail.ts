import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import type { Database, Transaction } from "../../db/client";
import { singleLine } from "../../lib/mail/compose";
import { claimAcknowledgement, enqueueForStaff, enqueueMail } from "../../lib/mail/outbox";

export type SubmissionKindForMail = "startup_idea" | "investment_interest";

const WORDING = {
  startup_idea: {
    noun: "startup idea",
    adminPath: paths.admin.startupIdea,
    thanks:
      "we will read it carefully. If it fits what we build, someone from our team will contact you at this address.",
  },
  investment_interest: {
    noun: "investment interest",
    adminPath: paths.admin.investmentInterest,
    thanks:
      "someone from our team will contact you at this address about the ventures we are building.",
  },
} as const;

/**
 * The mail a new submission causes (contract §11), written in its transaction: one note to
 * each staff member who wants one at once, and one acknowledgement to the submitter —
 * at most one per address per 24 hours, and holding nothing they wrote but their name,
 * so the form cannot be used to send someone else a message.
 */
export async function queueSubmissionMail(
  tx: Transaction,
  publicUrl: string,
  kind: SubmissionKindForMail,
  submission: { id: number; name: string; email: string },
) {
  const wording = WORDING[kind];
  const name = singleLine(submission.name, 80);
  await enqueueForStaff(
    tx,
    {
      purpose: "notification",
      subject: `New ${wording.noun} from ${name}`,
      text: [
        `A new ${wording.noun} has come in through the website.`,
        `From: ${name} <${submission.email}>`,
        `Open it: ${publicUrl}${wording.adminPath(submission.id)}`,
        `You get this e-mail because your notifications are set to "at once". Change that in Settings: ${publicUrl}${paths.admin.settings}`,
      ].join("\n\n"),
    },
    "instant",
  );
  if (await claimAcknowledgement(tx, submission.email)) {
    await enqueueMail(tx, {
      purpose: "acknowledgement",
      recipient: submission.email,
      subject: `We received your ${wording.noun}`,
      text: [
        `Hello ${name},`,
        `Thank you for your ${wording.noun}: ${wording.thanks}`,
        `${site.name}\n${publicUrl}`,
        "You get this e-mail because this address was given on our website. If that was not you, you can ignore it: we send at most one a day.",
      ].join("\n\n"),
    });
  }
}
