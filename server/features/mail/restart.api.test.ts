import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { buildTestApp, openTestDatabase, postJson } from "../../../tests/support/test-app";
import type { DatabaseHandle } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/**
 * Contract §11: a mail server that is down never fails or slows a submission, and mail
 * written before a restart is sent after it, once.
 */
let sink: SmtpSink;
let fresh: { database: DatabaseHandle; dispose(): Promise<void> };

beforeAll(async () => {
  sink = await startSmtpSink();
  fresh = await openTestDatabase();
});
afterAll(async () => {
  await fresh?.dispose();
  await sink?.stop();
});

const idea = {
  name: "Restart Founder",
  email: "restart@example.com",
  idea: "Mail that outlives a restart.",
  sector: "Biotech",
  stage: "Prototype/MVP",
};

describe("a mail server outage across a restart", () => {
  it("answers 201 while the server is down and delivers the mail once after the restart", async () => {
    await sink.stop();
    const before = await buildTestApp(fresh.database, { SMTP_URL: sink.url });
    // The submission only writes the outbox row: it never waits for the mail server
    // (how fast it stays is measured by `npm run bench`, not here).
    const response = await postJson(before, "/api/ideas", idea);
    expect(response.statusCode).toBe(201);
    await before.backgroundWork.runOnce();
    const [waiting] = await fresh.database.db.select().from(mailOutbox);
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    await before.close();

    await sink.start();
    const after = await buildTestApp(fresh.database, { SMTP_URL: sink.url });
    try {
      await fresh.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      await after.backgroundWork.runOnce();
      await sink.waitForMessages(1);
      await after.backgroundWork.runOnce();
      expect(sink.messages.map((message) => message.to)).toEqual([["restart@example.com"]]);
      const sent = await fresh.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "sent"));
      expect(sent).toHaveLength(1);
    } finally {
      await after.close();
    }
  });
});
