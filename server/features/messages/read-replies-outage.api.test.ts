import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  plusAddress,
  REPLY_TO,
  rawMail,
  replyWorldForThisFile,
} from "../../../tests/support/reply-world";
import { makeTurnDue, turnOf } from "../../../tests/support/scheduled-turns";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { READ_REPLIES_TURN } from "./reply-turn";
import { readRepliesTask } from "./tasks/read-replies";

/**
 * Contract §13: a reply mailbox that is down delays replies and never fails a request; when it
 * answers again, every reply joins its thread once. A real Dovecot is stopped and started.
 */
const world = replyWorldForThisFile();

describe("a reply mailbox that is down for a while", () => {
  it("loses no reply and joins none twice when it comes back", async () => {
    const { id, token } = await world.newIdea("patient@soilsense.example");
    // The app's worker reads at start-up on its own; a turn taken now puts its next one a
    // minute away, so none reads the mail below in the moment before the mailbox goes down.
    await world.readMailbox();
    await world.dovecot.deliver(
      rawMail({ to: plusAddress(token), text: "Sent while you were down." }),
    );
    await world.dovecot.stop();
    try {
      await world.readMailbox();
      await world.readMailbox();
      expect(await world.repliesTo(id)).toEqual([]);
      // Requests are answered as ever.
      const health = await world.t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await world.dovecot.start();
    }
    await world.readMailbox();
    await world.readMailbox();
    expect((await world.repliesTo(id)).map((reply) => reply.body)).toEqual([
      "Sent while you were down.",
    ]);
    expect(await world.dovecot.messages("INBOX")).toEqual([]);
    expect(await world.dovecot.messages("Processed")).toHaveLength(1);
  });
});

describe("the reading task, on a database of its own", () => {
  let own: TestApp;
  beforeAll(async () => {
    // No IMAP_URL: this app's worker leaves the turn alone, the test runs the task itself.
    own = await createTestApp();
  });
  afterAll(async () => {
    await own?.close();
  });

  /** A log that keeps what was said at warn level and above, and the info lines. */
  const listeningLog = () => {
    const said: { level: string; message: string }[] = [];
    const at =
      (level: string) =>
      (...args: unknown[]) => {
        const message = args.find((arg) => typeof arg === "string") ?? "";
        said.push({ level, message: String(message) });
      };
    const log = {
      info: at("info"),
      warn: at("warn"),
      error: at("error"),
      fatal: at("fatal"),
      debug: () => {},
      trace: () => {},
      child: () => log,
      level: "info",
      silent: () => {},
    };
    return { log: log as unknown as FastifyBaseLogger, said };
  };

  const turn = async (task: ReturnType<typeof readRepliesTask>, log: FastifyBaseLogger) => {
    await makeTurnDue(own.database.db, READ_REPLIES_TURN);
    await task.run({
      db: own.database.db,
      log,
      signal: new AbortController().signal,
      lookAgain: () => {},
    });
  };

  const secondsUntilNextTurn = async () => {
    const next = (await turnOf(own.database.db, READ_REPLIES_TURN))?.nextRunAt;
    if (!next) throw new Error("the turn is not on the table");
    return (next.getTime() - Date.now()) / 1000;
  };

  it("says once that the mailbox is down, once that it is back, and tries at least once a minute", async () => {
    const task = readRepliesTask({ imapUrl: world.dovecot.url, replyTo: REPLY_TO, mail: null });
    const { log, said } = listeningLog();
    await world.dovecot.stop();
    try {
      await turn(task, log);
      expect(await secondsUntilNextTurn()).toBeLessThanOrEqual(60);
      await turn(task, log);
      await turn(task, log);
      expect(said.filter((line) => line.level === "warn")).toHaveLength(1);
      expect(said.filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
    } finally {
      await world.dovecot.start();
    }
    await turn(task, log);
    await turn(task, log);
    expect(said.map((line) => line.level)).toEqual(["warn", "info"]);
    expect(await secondsUntilNextTurn()).toBeLessThanOrEqual(60);
  });

  it("reads nothing while another instance holds the turn", async () => {
    const task = readRepliesTask({ imapUrl: world.dovecot.url, replyTo: REPLY_TO, mail: null });
    const { log } = listeningLog();
    await turn(task, log);
    const held = await turnOf(own.database.db, READ_REPLIES_TURN);
    // Not due: another instance is reading, or the next turn has not come.
    await task.run({
      db: own.database.db,
      log,
      signal: new AbortController().signal,
      lookAgain: () => {},
    });
    expect(await turnOf(own.database.db, READ_REPLIES_TURN)).toEqual(held);
  });
});
