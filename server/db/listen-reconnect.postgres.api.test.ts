import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-app";
import type { DatabaseHandle } from "./client";

// Only node-postgres has a connection of its own to lose; the api-postgres project alone runs this file.
if (testDatabaseKind() !== "postgres") throw new Error("this file runs on PostgreSQL only");

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose();
});

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe("on PostgreSQL, a lost listening connection", () => {
  it("is reopened, says so with one call without payload, and delivers again", async () => {
    const received: (string | undefined)[] = [];
    const stop = await database.listen("reconnect_channel", (payload) => received.push(payload));
    await notify("reconnect_channel", "before");
    await vi.waitFor(() => expect(received).toEqual(["before"]));

    // As a server restart or an administrator would: end the backend that listens.
    const terminated = (await database.db.execute(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'
    `)) as unknown as { rows: { ended: boolean }[] };
    expect(terminated.rows).toEqual([{ ended: true }]);

    await vi.waitFor(() => expect(received).toEqual(["before", undefined]), { timeout: 5_000 });
    await notify("reconnect_channel", "after");
    await vi.waitFor(() => expect(received).toEqual(["before", undefined, "after"]));
    await stop();
  });
});
