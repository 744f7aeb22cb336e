import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../../../tests/support/postgres-cluster";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { buildTestApp, migrationsFolder, postJson } from "../../../tests/support/test-app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { enqueueMail } from "../../lib/mail/outbox";

/**
 * Contract §11: with several instances on one PostgreSQL, each mail is sent once. Two apps,
 * each with its own connection pool and worker, work the same outbox at the same time.
 */
let databaseUrl: string;
let databases: DatabaseHandle[] = [];
let apps: FastifyInstance[] = [];
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  databaseUrl = await createDatabase(inject("postgresAdminUrl"), "mail");
  databases = [
    await openDatabase({ databaseUrl, migrationsFolder }),
    await openDatabase({ databaseUrl, migrationsFolder }),
  ];
  apps = await Promise.all(
    databases.map((database) => buildTestApp(database, { SMTP_URL: sink.url })),
  );
}, 90_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (databaseUrl) await dropDatabase(inject("postgresAdminUrl"), databaseUrl);
  await sink?.stop();
});

describe("two instances on one PostgreSQL", () => {
  it("send each of 200 mails exactly once between them", async () => {
    const [first, second] = databases;
    if (!first || !second) throw new Error("two databases expected");
    for (let i = 0; i < 200; i++) {
      await enqueueMail(first.db, {
        purpose: "notification",
        recipient: `person-${i}@example.com`,
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
    // Both workers look at once, again and again, while the other is sending.
    await Promise.all(
      apps.flatMap((app) => [app.backgroundWork.runOnce(), app.backgroundWork.runOnce()]),
    );
    await sink.waitForMessages(200, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages).toHaveLength(200);
    const subjects = new Set(sink.messages.map((message) => message.subject));
    expect(subjects.size).toBe(200);
    const rows = await first.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("acknowledge an address once when it submits to both at the same moment", async () => {
    sink.clear();
    const idea = {
      name: "Twin Founder",
      email: "twin@example.com",
      idea: "One idea sent twice at once.",
      sector: "Biotech",
      stage: "Prototype/MVP",
    };
    const answers = await Promise.all(apps.map((app) => postJson(app, "/api/ideas", idea)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    await Promise.all(apps.map((app) => app.backgroundWork.runOnce()));
    const acknowledgements = sink.messages.filter((message) =>
      message.to.includes("twin@example.com"),
    );
    expect(acknowledgements).toHaveLength(1);
  });
});
