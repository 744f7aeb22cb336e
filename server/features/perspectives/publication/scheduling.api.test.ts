import { journal } from "@shared/config/journal";
import { PERSPECTIVE_MESSAGES, type PerspectiveRecord } from "@shared/schemas/perspective";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  expectFieldError,
  perspectiveAdminApi,
} from "../../../../tests/support/perspective-admin-api";
import { validPerspective } from "../../../../tests/support/submission-payloads";
import { activityLog, strategicPerspectives } from "../../../db/schema";
import { publishDuePerspectives } from "../tasks/publish-scheduled-task";

/** Scheduling (contract §15): what the API stores and answers, and what the public sees when. */
const { send, create, update, detail, created, db: dbOf, app } = perspectiveAdminApi();

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

async function publicSees(slug: string) {
  const get = (url: string) => send("GET", url, undefined, false);
  const article = await get(`/api/perspectives/${slug}`);
  const list = (await get("/api/perspectives")).json() as { slug: string }[];
  const featured = (await get("/api/perspectives/featured")).json() as { slug: string }[];
  const sitemap = (await get("/sitemap.xml")).body;
  const feed = (await get(journal.feedPath)).body;
  return {
    article: article.statusCode === 200,
    list: list.some((row) => row.slug === slug),
    featured: featured.some((row) => row.slug === slug),
    sitemap: sitemap.includes(`/${slug}<`),
    feed: feed.includes(`/${slug}<`),
  };
}
const NOWHERE = { article: false, list: false, featured: false, sitemap: false, feed: false };
const EVERYWHERE = { article: true, list: true, featured: true, sitemap: true, feed: true };

describe("publishAt", () => {
  it("schedules a perspective published with a future moment: not public until the worker's turn", async () => {
    const moment = inHours(2);
    const record = await created({
      title: "Scheduled for Monday",
      featured: true,
      publishAt: moment.toISOString(),
    });
    expect(record).toMatchObject({
      status: "scheduled",
      published: true,
      publishAt: moment.toISOString(),
      publishedAt: moment.toISOString(),
    });
    expect(await publicSees(record.slug)).toEqual(NOWHERE);
    const listed = (await send("GET", "/api/admin/perspectives")).json() as PerspectiveRecord[];
    expect(listed.find((row) => row.id === record.id)).toMatchObject({
      status: "scheduled",
      publishAt: moment.toISOString(),
    });

    // A minute before its moment, the worker's task leaves it alone.
    expect(await publishDuePerspectives(dbOf(), new Date(moment.getTime() - 60_000))).toEqual([]);
    expect(await publicSees(record.slug)).toEqual(NOWHERE);

    const published = await publishDuePerspectives(dbOf(), new Date(moment.getTime() + 1_000));
    expect(published).toContainEqual({ id: record.id, title: "Scheduled for Monday" });
    expect(await publicSees(record.slug)).toEqual(EVERYWHERE);
    const after = (await detail(record.id)).json();
    expect(after).toMatchObject({
      status: "published",
      published: true,
      publishAt: null,
      publishedAt: moment.toISOString(),
      updatedAt: record.updatedAt,
    });
    const activity = await dbOf()
      .select({ actorId: activityLog.actorId, details: activityLog.details })
      .from(activityLog)
      .where(
        and(eq(activityLog.action, "perspective_published"), eq(activityLog.subjectId, record.id)),
      );
    expect(activity).toEqual([{ actorId: null, details: { title: "Scheduled for Monday" } }]);
    // Published once: a later turn finds nothing more to do.
    expect(await publishDuePerspectives(dbOf(), inHours(3))).not.toContainEqual(
      expect.objectContaining({ id: record.id }),
    );
  });

  it("is published by the app's own worker once its moment has passed", async () => {
    const record = await created({
      title: "Due on the next look",
      publishAt: inHours(1).toISOString(),
    });
    // Its moment passes (the clock of the database and the worker cannot be moved).
    await dbOf()
      .update(strategicPerspectives)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(strategicPerspectives.id, record.id));
    expect((await publicSees(record.slug)).article).toBe(false);
    await app().backgroundWork.runOnce();
    expect(await publicSees(record.slug)).toEqual({
      ...NOWHERE,
      article: true,
      list: true,
      sitemap: true,
      feed: true,
    });
  });

  it("publishes at once with a past moment, none or an empty one", async () => {
    const past = await created({ title: "Backdated piece", publishAt: inHours(-1).toISOString() });
    const none = await created({ title: "Right away piece", publishAt: null });
    const empty = await created({ title: "Empty moment piece", publishAt: "" });
    for (const record of [past, none, empty]) {
      expect(record).toMatchObject({ status: "published", published: true, publishAt: null });
      expect((await publicSees(record.slug)).article).toBe(true);
    }
  });

  it("keeps a draft a draft whatever publishAt says", async () => {
    const record = await created({
      title: "Draft with a date",
      published: false,
      publishAt: inHours(1).toISOString(),
    });
    expect(record).toMatchObject({
      status: "draft",
      published: false,
      publishAt: null,
      publishedAt: null,
    });
    expect(await publishDuePerspectives(dbOf(), inHours(2))).toEqual([]);
    expect((await detail(record.id)).json().status).toBe("draft");
  });

  it("moves between draft, scheduled and published through PATCH", async () => {
    const record = await created({ title: "Moving piece", published: false });
    const moment = inHours(5).toISOString();
    // A publishAt alone keeps the intent: still a draft.
    expect((await update(record.id, { publishAt: moment })).json().status).toBe("draft");
    const scheduled = (await update(record.id, { published: true, publishAt: moment })).json();
    expect(scheduled).toMatchObject({
      status: "scheduled",
      publishAt: moment,
      publishedAt: moment,
    });
    // Other edits leave the schedule; a new moment alone moves it.
    expect((await update(record.id, { title: "Moving piece, edited" })).json()).toMatchObject({
      status: "scheduled",
      publishAt: moment,
    });
    const later = inHours(6).toISOString();
    expect((await update(record.id, { publishAt: later })).json()).toMatchObject({
      status: "scheduled",
      publishAt: later,
    });
    expect((await publicSees(record.slug)).article).toBe(false);
    // Back to a draft clears the schedule; publishing without a moment is at once.
    expect((await update(record.id, { published: false })).json()).toMatchObject({
      status: "draft",
      publishAt: null,
    });
    expect(await publishDuePerspectives(dbOf(), inHours(7))).toEqual([]);
    const live = (await update(record.id, { published: true })).json();
    expect(live).toMatchObject({ status: "published", publishAt: null });
    expect(new Date(live.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await publicSees(record.slug)).article).toBe(true);
  });

  it.each(["tomorrow", "2026-13-40T08:00:00Z", "2026-12-01T08:00:00", 1_800_000_000, true])(
    "refuses %j, naming publishAt",
    async (publishAt) => {
      expectFieldError(
        await create(validPerspective({ title: "Badly dated", publishAt })),
        "publishAt",
        PERSPECTIVE_MESSAGES.publishAt,
      );
      const record = await created({ title: "Valid before a bad PATCH" });
      expectFieldError(await update(record.id, { publishAt }), "publishAt");
    },
  );
});
