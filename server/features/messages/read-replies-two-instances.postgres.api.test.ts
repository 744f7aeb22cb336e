import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Dovecot, startDovecot } from "../../../tests/support/dovecot";
import { createDatabase, dropDatabase } from "../../../tests/support/postgres-cluster";
import { plusAddress, REPLY_TO, rawMail } from "../../../tests/support/reply-world";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { buildTestApp, migrationsFolder, postJson } from "../../../tests/support/test-app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { messages } from "../../db/schema";
import { READ_REPLIES_TURN } from "./reply-turn";
import { mintStatusToken } from "./status-tokens";

/**
 * Contract §13: with several instances on one PostgreSQL, one reads the mailbox at a time and
 * each reply joins its thread once. Two apps, each with its own pool and worker, one Dovecot.
 */
let databaseUrl: string;
let databases: DatabaseHandle[] = [];
let apps: FastifyInstance[] = [];
let dovecot: Dovecot;

beforeAll(async () => {
  dovecot = await startDovecot();
  databaseUrl = await createDatabase(inject("postgresAdminUrl"), "replies");
  databases = [
    await openDatabase({ databaseUrl, migrationsFolder }),
    await openDatabase({ databaseUrl, migrationsFolder }),
  ];
  apps = await Promise.all(
    databases.map((database) => buildTestApp(database, { IMAP_URL: dovecot.url, REPLY_TO })),
  );
}, 90_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (databaseUrl) await dropDatabase(inject("postgresAdminUrl"), databaseUrl);
  await dovecot?.dispose();
});

describe("two instances reading one reply mailbox", () => {
  it("join each of 20 replies exactly once between them", async () => {
    const [first, second] = apps;
    const db = databases[0]?.db;
    if (!first || !second || !db) throw new Error("two apps expected");
    const ideas: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await postJson(first, "/api/ideas", {
        name: `Founder ${i}`,
        email: `founder-${i}@soilsense.example`,
        idea: "Soil sensors that talk to irrigation controllers.",
        sector: "Biotech",
        stage: "Prototype/MVP",
      });
      const { id } = response.json() as { id: number };
      ideas.push(id);
      const token = await mintStatusToken(db, { kind: "startup-ideas", id });
      await dovecot.deliver(rawMail({ to: plusAddress(token), text: `Answer ${i}` }));
    }
    // Both workers look at once, again and again, the turn made due between the rounds.
    for (let round = 0; round < 3; round++) {
      await makeTurnDue(db, READ_REPLIES_TURN);
      await Promise.all(
        apps.flatMap((app) => [app.backgroundWork.runOnce(), app.backgroundWork.runOnce()]),
      );
    }
    const joined = await db
      .select({ ideaId: messages.startupIdeaId, body: messages.body })
      .from(messages)
      .where(and(eq(messages.direction, "in"), eq(messages.via, "email")));
    expect(joined).toHaveLength(20);
    expect(new Set(joined.map((reply) => reply.ideaId))).toEqual(new Set(ideas));
    for (const [i, id] of ideas.entries()) {
      expect(joined.find((reply) => reply.ideaId === id)?.body).toBe(`Answer ${i}`);
    }
    expect(await dovecot.messages("INBOX")).toEqual([]);
    expect(await dovecot.messages("Processed")).toHaveLength(20);
  });
});
