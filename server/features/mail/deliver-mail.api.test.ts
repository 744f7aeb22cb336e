import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { openTestDatabase } from "../../../tests/support/test-app";
import type { DatabaseHandle } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { createMailTransport, type MailTransport } from "../../lib/mail/mail-transport";
import { deliverBatch, takeDueMail } from "./deliver-mail";

describe("a batch of mail whose look runs out of time", () => {
  let fresh: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: DatabaseHandle;
  let sink: SmtpSink;
  let transport: MailTransport;

  beforeAll(async () => {
    fresh = await openTestDatabase();
    database = fresh.database;
    sink = await startSmtpSink();
    transport = createMailTransport({ smtpUrl: sink.url, from: "studio@rootstock.example" });
  });
  afterAll(async () => {
    transport?.close();
    await sink?.stop();
    await fresh?.dispose();
  });

  const outbox = () =>
    database.db
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()`,
      })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));

  it("gives the untried mail back, due at once and its attempt not counted, then sends it", async () => {
    await database.db.insert(mailOutbox).values(
      ["ana", "ben", "cy"].map((name) => ({
        purpose: "notification",
        recipient: `${name}@studio.example`,
        subject: `For ${name}`,
        textBody: "A new startup idea has come in.",
      })),
    );
    const taken = await takeDueMail(database.db);
    expect(taken).toHaveLength(3);
    expect(await outbox()).toEqual(Array(3).fill({ status: "pending", attempts: 1, due: false }));

    const timeUp = await deliverBatch(
      database.db,
      transport,
      "localhost",
      taken,
      performance.now(),
    );
    expect(timeUp).toEqual({ sent: 0, failed: 0 });
    expect(sink.messages).toEqual([]);
    expect(await outbox()).toEqual(Array(3).fill({ status: "pending", attempts: 0, due: true }));

    const again = await takeDueMail(database.db);
    expect(again.map((mail) => mail.id)).toEqual(taken.map((mail) => mail.id));
    const inTime = await deliverBatch(
      database.db,
      transport,
      "localhost",
      again,
      performance.now() + 60_000,
    );
    expect(inTime).toEqual({ sent: 3, failed: 0 });
    await sink.waitForMessages(3);
    expect(sink.messages.flatMap((mail) => mail.to)).toEqual([
      "ana@studio.example",
      "ben@studio.example",
      "cy@studio.example",
    ]);
    expect((await outbox()).map(({ status, attempts }) => ({ status, attempts }))).toEqual(
      Array(3).fill({ status: "sent", attempts: 1 }),
    );
  });
});
