import type { Pipeline } from "@shared/schemas/pipeline";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import { activityLog, investmentInterests, startupIdeas } from "../../db/schema";

/** Contract §14: GET /api/admin/dashboard/pipeline. */
const api = adminApiAppForThisFile();
const URL = "/api/admin/dashboard/pipeline";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const pipeline = async (cookie?: string) => {
  const response = await api.call("GET", URL, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Pipeline>();
};

async function idea(
  name: string,
  createdDaysAgo: number,
  status: "new" | "reviewing" | "contacted" | "archived",
) {
  const [row] = await api.t.database.db
    .insert(startupIdeas)
    .values({
      name,
      email: `${name}@farm.example`,
      idea: "Biochar from orchard prunings",
      sector: "Biotech",
      stage: "Idea",
      status,
      createdAt: daysAgo(createdDaysAgo),
    })
    .returning({ id: startupIdeas.id });
  return row?.id ?? 0;
}

/** A status change as the activity log keeps it, `daysAgo` days ago. */
const changed = (
  subjectId: number,
  from: string,
  to: string,
  days: number,
  subjectType = "startup_idea",
) =>
  api.t.database.db.insert(activityLog).values({
    action: "status_changed",
    subjectType,
    subjectId,
    details: { from, to },
    at: daysAgo(days),
  });

describe("GET /api/admin/dashboard/pipeline", () => {
  it("answers every status with a zero count and no median on an empty database", async () => {
    const empty = { count: 0, medianDaysInStatus: null };
    const kind = { new: empty, reviewing: empty, contacted: empty, archived: empty };
    expect(await pipeline()).toEqual({ startupIdeas: kind, investmentInterests: kind });
  });

  it("counts each status now and takes the median days of the stints begun in the last 90 days", async () => {
    // Created before the window, in review for 80 days now: its `new` stint began too early.
    const early = await idea("early", 100, "reviewing");
    await changed(early, "new", "reviewing", 80);
    // New for 6 days, reviewing for 10, contacted for 4 days so far.
    const moving = await idea("moving", 20, "contacted");
    await changed(moving, "new", "reviewing", 14);
    await changed(moving, "reviewing", "contacted", 4);
    await idea("fresh", 3, "new");
    await idea("waiting", 10, "new");
    // Archived four months ago: outside the window, counted but with no median.
    const old = await idea("old", 200, "archived");
    await changed(old, "new", "archived", 120);
    // A record since deleted: its changes no longer count.
    await changed(2_000_000, "new", "reviewing", 5);
    const [backer] = await api.t.database.db
      .insert(investmentInterests)
      .values({
        name: "backer",
        email: "backer@bank.example",
        sectors: ["robotics"],
        investmentAmount: "$25,000+",
        createdAt: daysAgo(2),
      })
      .returning({ id: investmentInterests.id });
    expect(backer).toBeDefined();

    const { startupIdeas: ideas, investmentInterests: interests } = await pipeline();
    expect(ideas).toEqual({
      new: { count: 2, medianDaysInStatus: 6 },
      reviewing: { count: 1, medianDaysInStatus: 45 },
      contacted: { count: 1, medianDaysInStatus: 4 },
      archived: { count: 1, medianDaysInStatus: null },
    });
    expect(interests.new).toEqual({ count: 1, medianDaysInStatus: 2 });
    expect(interests.reviewing).toEqual({ count: 0, medianDaysInStatus: null });
  });

  it("answers reviewers, refuses editors (403) and anyone signed out (401)", async () => {
    const reviewer = await signedInStaff(api.t, "reviewer");
    expect((await pipeline(reviewer.cookie)).startupIdeas.new.count).toBe(2);
    const editor = await signedInStaff(api.t, "editor");
    expect((await api.call("GET", URL, undefined, editor.cookie)).statusCode).toBe(403);
    expect((await api.call("GET", URL, undefined, "")).statusCode).toBe(401);
  });
});
