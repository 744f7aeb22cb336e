import { site } from "@shared/config/site";
import { industryLabel } from "@shared/schemas/investment-interest";
import { singleLine } from "../../lib/mail/compose";
import type { QueuedMail } from "../../lib/mail/outbox";

/**
 * The mail staff's steps of a share write (contract §18), pure so that what each side may read
 * is tested without a database: the founder never reads a backer's name or address before the
 * introduction, and the introduction names each to the other.
 */

/** A backer as the founder may know them: what they invest and in what, never who they are. */
export type BackerOutline = { sectors: readonly string[]; investmentAmount: string };

const sectorsText = (codes: readonly string[]) => codes.map(industryLabel).join(", ");
const backers = (n: number) => (n === 1 ? "1 backer" : `${n} backers`);

/** The founder's consent request: how many backers, their sectors and amounts, the teaser. */
export function consentRequestMail(input: {
  founderName: string;
  backers: readonly BackerOutline[];
  teaser: string;
  statusUrl: string;
  publicUrl: string;
}): QueuedMail {
  const count = backers(input.backers.length);
  return {
    purpose: "share_request",
    subject: `We would like to show your idea to ${count}`,
    text: [
      `Hello ${singleLine(input.founderName, 80)},`,
      `We would like to show your idea to ${count} who registered with us to back ideas like yours:`,
      input.backers
        .map((backer) => `- ${sectorsText(backer.sectors)}: ${backer.investmentAmount}`)
        .join("\n"),
      `What they would read first:\n\n${input.teaser}`,
      "Nothing about your idea reaches them unless you agree. Each would get a private link to your idea and your deck, marked with their own address; we see when they open it, and you decide on any introduction.",
      `Share or don't share on your private page (keep this link to yourself):\n${input.statusUrl}`,
      `${site.name}\n${input.publicUrl}`,
    ].join("\n\n"),
  };
}

/** One side of an introduction. */
export type IntroducedPerson = { name: string; email: string };

/**
 * The introduction: one mail to both (contract §18), naming each to the other with their
 * addresses, and the staff member's note.
 */
export function introductionMail(input: {
  founder: IntroducedPerson & { sector: string };
  backer: IntroducedPerson & BackerOutline;
  note: string | undefined;
  staffName: string;
}): QueuedMail & { recipient: string } {
  const founder = singleLine(input.founder.name, 80);
  const backer = singleLine(input.backer.name, 80);
  return {
    purpose: "introduction",
    // Both addresses were checked when they were submitted: no name goes into the header.
    recipient: `${input.founder.email}, ${input.backer.email}`,
    subject: `Introduction: ${founder} and ${backer}`,
    text: [
      `Hello ${founder} and ${backer},`,
      "You both said you would like to be introduced, so here you are.",
      `${founder} <${input.founder.email}> is the founder of the idea in ${input.founder.sector} that ${backer} read.`,
      `${backer} <${input.backer.email}> registered with us to invest ${input.backer.investmentAmount} in ${sectorsText(input.backer.sectors)}.`,
      ...(input.note ? [input.note] : []),
      "We leave the conversation to you: reply to all, or write to each other directly.",
      `${singleLine(input.staffName, 100)}\n${site.name}`,
    ].join("\n\n"),
  };
}
