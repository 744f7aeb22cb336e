import type { Page } from "playwright-core";
import { adminApi } from "./admin-api";
import type { connectDatabase } from "./database";

/** The Messages panel of a record's page, and its parts (contract §13). */
export const messagesPanel = (page: Page) => page.getByRole("region", { name: "Messages" });
export const composer = (page: Page) =>
  messagesPanel(page).getByRole("form", { name: "New message" });
export const thread = (page: Page, name: string) =>
  messagesPanel(page).getByRole("list", { name: `Messages with ${name}` });
export const preview = (page: Page) =>
  composer(page).getByRole("region", { name: "Preview: what they will read" });
/** The admin navigation's link to a list, whose name carries its unread count. */
export const navLink = (page: Page, label: string) =>
  page
    .getByRole("navigation", { name: "Admin" })
    .first()
    .getByRole("link", { name: new RegExp(`^${label}`) });

/** A template made by the admin through the API; its id. */
export async function createTemplate(
  cookie: string,
  template: { name: string; subject: string; body: string },
) {
  const response = await adminApi(cookie, "POST", "/api/admin/message-templates", template);
  if (response.status !== 201) {
    throw new Error(`creating a template answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { id: number }).id;
}

/**
 * An answer from the submitter on their status page (or, with `byEmail`, by replying to the
 * mail), written to the database the way it is stored (a message `in`, the record's unread
 * count up by one): the status page and the reply mailbox are tested in their own features.
 */
export async function receiveAnswer(
  query: ReturnType<typeof connectDatabase>,
  ideaId: number,
  body: string,
  /** An e-mail reply instead, with how many attachments it had (which are not kept). */
  byEmail?: { attachmentCount: number },
) {
  await query(
    `insert into messages (startup_idea_id, direction, via, subject, body, attachment_count)
     values ($1, 'in', $2, $3, $4, $5)`,
    byEmail
      ? [ideaId, "email", "Re: Your idea", body, byEmail.attachmentCount]
      : [ideaId, "status-page", "Answer on the status page", body, 0],
  );
  await query("update startup_ideas set unread_messages = unread_messages + 1 where id = $1", [
    ideaId,
  ]);
}

/** Reloads until `ready` holds (the outbox's worker sends within seconds). */
export async function reloadUntil(page: Page, ready: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 20 s`);
    await page.waitForTimeout(500);
    await page.reload({ waitUntil: "networkidle" });
  }
}
