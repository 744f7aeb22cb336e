import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  idea,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { detroitHour, makeTurnDue, turnOf } from "../../../tests/support/scheduled-turns";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { admins, startupIdeas } from "../../db/schema";
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
    // Nothing of theirs waits: no section for it.
    expect(mail[0]?.text).not.toContain("Waiting for more than");

    const job = await turnOf(world.t.database.db, "daily-digest");
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(detroitHour(job?.nextRunAt)).toBe("08");
    world.sink.clear();
    expect(await world.deliveredMail()).toEqual([]);
  });

  it("lists the reader's own records waiting in their status for more than 14 days, linked", async () => {
    const db = world.t.database.db;
    const [dana] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, STAFF.dailyReviewer));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const owned = (name: string, days: number, status: "reviewing" | "archived" = "reviewing") => ({
      ...idea(name, `${name.toLowerCase()}@example.com`),
      status,
      assigneeId: dana?.id,
      statusChangedAt: daysAgo(days),
      createdAt: daysAgo(40),
    });
    const [stale] = await db
      .insert(startupIdeas)
      .values([owned("Stalled", 20), owned("Recent", 10), owned("Shelved", 30, "archived")])
      .returning({ id: startupIdeas.id });
    await makeTurnDue(db, "daily-digest");

    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    const text = mail[0]?.text ?? "";
    expect(text).toContain("Waiting for more than 14 days on submissions you own (1):");
    expect(text).toMatch(
      new RegExp(
        `Stalled \\(startup idea\\), in Reviewing for 2[01] days: ${TEST_PUBLIC_URL}/admin/startup-ideas/${stale?.id}`,
      ),
    );
    expect(text).not.toContain("Recent");
    expect(text).not.toContain("Shelved");
  });
});
