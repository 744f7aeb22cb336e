import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../tests/support/test-app";
import type { DatabaseHandle } from "./client";

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

describe("DatabaseHandle.listen", () => {
  it("delivers every notification on its channel, from any connection, until stopped", async () => {
    const received: (string | undefined)[] = [];
    const stop = await database.listen("test_channel", (payload) => received.push(payload));
    await notify("test_channel", "one");
    await notify("other_channel", "not mine");
    await notify("test_channel", "two");
    await vi.waitFor(() => expect(received).toEqual(["one", "two"]));

    await stop();
    await notify("test_channel", "after stop");
    await database.ping();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual(["one", "two"]);
  });

  it("serves several handlers of one channel, each stopped on its own", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = await database.listen("shared_channel", first);
    const stopSecond = await database.listen("shared_channel", second);
    await notify("shared_channel", "both");
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith("both"));
    expect(first).toHaveBeenCalledWith("both");

    await stopFirst();
    await notify("shared_channel", "second only");
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith("second only"));
    expect(first).toHaveBeenCalledTimes(1);
    await stopSecond();
  });

  it("refuses a channel name that is not a plain lowercase identifier", async () => {
    for (const channel of ['odd "name"; drop table admins; --', "Upper", "", "1st", "a-b"]) {
      await expect(
        database.listen(channel, () => {}),
        channel,
      ).rejects.toThrow(/Invalid notification channel name/);
    }
  });
});
