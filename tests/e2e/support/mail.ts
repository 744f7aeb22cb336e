import { inject } from "vitest";
import type { ServedMail } from "../../support/smtp-sink";

/** Every mail the site has sent in this run, as its SMTP server (the global setup's sink) got them. */
export async function receivedMail(): Promise<ServedMail[]> {
  const response = await fetch(inject("e2eMailUrl"));
  if (!response.ok) throw new Error(`the mail sink answered ${response.status}`);
  return (await response.json()) as ServedMail[];
}

/** The mail received for `address` (an envelope recipient), in arrival order. */
export async function receivedMailTo(address: string) {
  return (await receivedMail()).filter((mail) => mail.to.includes(address));
}

/**
 * The mail to `address` whose subject matches, once the site's outbox has sent it (it sends
 * in the background): the latest such mail when there are several.
 */
export async function mailTo(address: string, subject: string | RegExp, timeoutMs = 30_000) {
  const matches = (mail: ServedMail) =>
    typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = await receivedMailTo(address);
    const found = received.filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = received.map((mail) => JSON.stringify(mail.subject)).join(", ");
      throw new Error(
        `No mail to ${address} with the subject ${subject} within ${timeoutMs} ms; it got: ${subjects || "none"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link to `path` (e.g. "/deal/") in a mail's text, whole, as the reader clicks it. */
export function linkIn(mail: ServedMail, path: string) {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
