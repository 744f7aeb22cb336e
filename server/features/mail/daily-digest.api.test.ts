import { describe, expect, it } from "vitest";
import {
  idea,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { detroitHour, makeTurnDue, turnOf } from "../../../tests/support/scheduled-turns";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { startupIdeas } from "../../db/schema";
import { previousDay } from "./daily-digest";

/** Contract §11: the daily digest, a scheduled task of the worker (ADR 028). */
const world = mailWorldForThisFile();

describe("the daily digest", () => {
  it("sends the previous day's submissions to daily accounts at 08:00 Detroit time, once", async () => {
    const day = previousDay(new Date());
    const yesterday = new Date((day.from.getTime() + day.to.getTime()) / 2);
    const [old] = await world.t.database.db
      .insert(startupIdeas)
      .values({ ...idea("Yesterday's Founder", "y@example.com"), createdAt: yesterday })
      .returning({ id: startupIdeas.id });
    await makeTurnDue(world.t.database.db, "daily-digest");

    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    expect(mail[0]?.subject).toMatch(/^New submissions on \w+day, \w+ \d+$/);
    expect(mail[0]?.text).toContain(
      `Yesterday's Founder: ${TEST_PUBLIC_URL}/admin/startup-ideas/${old?.id}`,
    );

    const job = await turnOf(world.t.database.db, "daily-digest");
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(detroitHour(job?.nextRunAt)).toBe("08");
    world.sink.clear();
    expect(await world.deliveredMail()).toEqual([]);
  });
});
