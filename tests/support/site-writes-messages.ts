import { recordIncomingMessage } from "../../server/features/messages/incoming-message";
import type { StatusRecord } from "../../server/features/messages/status-tokens";
import { mintStatusToken } from "../../server/features/messages/status-tokens";
import { pdfSaying } from "./clamd";
import { multipartBody } from "./media-api";
import type { Write } from "./site-write";
import { statusIdea, submittedWithToken } from "./status-page";
import { JSON_HEADERS, TEST_PUBLIC_URL, type TestApp } from "./test-app";

/**
 * The writes of contract §13 and §17 (messages, their templates, the status page, its deck) for the
 * cross-origin test (site-writes.ts). Writing to a submitter needs mail set up (SMTP_URL);
 * the mail is only queued.
 */

export type MessageTargets = Awaited<ReturnType<typeof prepareMessageTargets>>;

/**
 * A template to change and delete, an unread reply on each record (what marking read
 * changes), a status link to the idea, and a submission of its own for the withdrawal.
 */
export async function prepareMessageTargets(
  testApp: TestApp,
  records: { idea: number; interest: number },
  adminCookie: string,
) {
  const db = testApp.database.db;
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/message-templates",
    headers: { ...JSON_HEADERS, cookie: adminCookie, origin: TEST_PUBLIC_URL },
    payload: JSON.stringify({
      name: "Thanks",
      subject: "Thank you",
      body: "Thanks, {{firstName}}.",
    }),
  });
  if (created.statusCode !== 201) throw new Error(`template answered ${created.statusCode}`);
  const idea: StatusRecord = { kind: "startup-ideas", id: records.idea };
  const interest: StatusRecord = { kind: "investment-interests", id: records.interest };
  for (const record of [idea, interest]) {
    await recordIncomingMessage(
      db,
      { record, via: "email", subject: "Re: your question", body: "An answer by mail." },
      null,
    );
  }
  const withdrawn = await submittedWithToken(
    testApp,
    "startup-ideas",
    statusIdea("Wanda Withdrawn", "wanda@example.com"),
  );
  return {
    template: created.json().id as number,
    statusToken: await mintStatusToken(db, idea),
    withdrawToken: withdrawn.token,
  };
}

/** The §13 writes; they run before the records they write to are deleted. */
export function messageWrites(ids: {
  idea: number;
  interest: number;
  messages?: MessageTargets;
}): Write[] {
  const targets = () => {
    if (!ids.messages) throw new Error("prepareMessageTargets has not run");
    return ids.messages;
  };
  const template = { name: "Planted by a forged request", subject: "Hello", body: "Hi {{name}}." };
  return [
    {
      method: "POST",
      route: "/api/admin/message-templates",
      url: () => "/api/admin/message-templates",
      body: () => template,
      success: 201,
    },
    {
      method: "PATCH",
      route: "/api/admin/message-templates/:id",
      url: () => `/api/admin/message-templates/${targets().template}`,
      body: () => ({ name: "Renamed by a forged request" }),
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/message-templates/:id",
      url: () => `/api/admin/message-templates/${targets().template}`,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/admin/startup-ideas/:id/messages",
      url: () => `/api/admin/startup-ideas/${ids.idea}/messages`,
      body: () => ({ body: "Written by a forged request" }),
      success: 201,
    },
    {
      method: "POST",
      route: "/api/admin/investment-interests/:id/messages",
      url: () => `/api/admin/investment-interests/${ids.interest}/messages`,
      body: () => ({ body: "Written by a forged request" }),
      success: 201,
    },
    {
      method: "POST",
      route: "/api/admin/startup-ideas/:id/messages/read",
      url: () => `/api/admin/startup-ideas/${ids.idea}/messages/read`,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/admin/investment-interests/:id/messages/read",
      url: () => `/api/admin/investment-interests/${ids.interest}/messages/read`,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/status/:token/messages",
      url: () => `/api/status/${targets().statusToken}/messages`,
      body: () => ({ body: "Written by a forged request" }),
      success: 201,
    },
    // The founder's deck (contract §17), added then removed through the idea's status link.
    {
      method: "POST",
      route: "/api/status/:token/deck",
      url: () => `/api/status/${targets().statusToken}/deck`,
      multipart: () =>
        multipartBody(
          { name: "deck.pdf", type: "application/pdf", bytes: pdfSaying("A forged deck") },
          {},
          "deck",
        ),
      success: 201,
    },
    {
      method: "DELETE",
      route: "/api/status/:token/deck",
      url: () => `/api/status/${targets().statusToken}/deck`,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/status/:token/withdraw",
      url: () => `/api/status/${targets().withdrawToken}/withdraw`,
      success: 200,
    },
  ];
}
