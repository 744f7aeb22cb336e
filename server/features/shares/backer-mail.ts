import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import type { QueuedMail } from "../../lib/mail/outbox";
import { firstNameOf } from "../messages/message-mail";

/**
 * The mail a backer gets about a share (contract §18). It is written from the backer's own
 * record, the idea's sector and stage and the teaser staff wrote, and from nothing else of
 * the idea: never the founder's name, e-mail or phone.
 */

type Backer = { name: string; email: string };

const dateOf = (time: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: site.timeZone,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(time);

const greeting = (backer: Backer) => `Hello ${firstNameOf(backer.name)},`;

const why = `You get this e-mail because you registered an investment interest with ${site.name}.`;

/** The backer's own link to the deal page, sent once the founder has agreed. */
export function dealLinkMail(
  publicUrl: string,
  backer: Backer,
  deal: { token: string; teaser: string; sector: string; stage: string; expiresAt: Date },
): QueuedMail & { recipient: string } {
  const link = new URL(paths.deal(deal.token), publicUrl).href;
  return {
    purpose: "notification",
    recipient: backer.email,
    subject: `A startup idea in ${deal.sector} for you, from ${site.name}`,
    text: [
      greeting(backer),
      `The founder of a startup idea in ${deal.sector} (${deal.stage}) has agreed that we show it to you. In a few words:`,
      deal.teaser,
      `Read it, with its pitch deck if it has one: ${link}`,
      `This link is yours alone: please do not forward it. Viewing is recorded (when it is opened, which pages are seen and for how long), and each page of the deck is marked with your e-mail address. The link works until ${dateOf(deal.expiresAt)}.`,
      "On that page you can ask for an introduction to the founder, or tell us it is not for you.",
      why,
    ].join("\n\n"),
  };
}

/** The founder decided not to be introduced: the backer hears it politely, without a reason. */
export function introductionDeclinedMail(
  backer: Backer,
  idea: { sector: string },
): QueuedMail & { recipient: string } {
  return {
    purpose: "notification",
    recipient: backer.email,
    subject: `About the startup idea in ${idea.sector} from ${site.name}`,
    text: [
      greeting(backer),
      `Thank you for asking for an introduction to the founder of the startup idea in ${idea.sector} we showed you. The founder has decided not to take it further for now, so we will not make this introduction.`,
      "We will keep your interest in mind when other ideas in your sectors come to us.",
      why,
    ].join("\n\n"),
  };
}
