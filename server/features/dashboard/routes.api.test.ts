import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../tests/support/admin-session";
import {
  INVESTMENT_INTERESTS,
  STARTUP_IDEAS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";

const api = adminApiAppForThisFile();

const stats = () => api.call("GET", "/api/admin/dashboard/stats");

describe("GET /api/admin/dashboard/stats", () => {
  it("answers zeros and empty lists on an empty database", async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalStartupIdeas: 0,
      totalInvestmentInterests: 0,
      recentStartupIdeas: [],
      recentInvestmentInterests: [],
    });
  });

  it("answers the totals and the 5 newest of each kind, newest first, as list rows", async () => {
    const ideas = await STARTUP_IDEAS.insert(api.t.database.db, variedRows(STARTUP_IDEAS));
    const interests = await INVESTMENT_INTERESTS.insert(api.t.database.db, [
      ...variedRows(INVESTMENT_INTERESTS),
      ...variedRows(INVESTMENT_INTERESTS),
    ]);

    const body = (await stats()).json();
    expect(body.totalStartupIdeas).toBe(ideas.length);
    expect(body.totalInvestmentInterests).toBe(interests.length);
    expect(body.recentStartupIdeas.map((row: { id: number }) => row.id)).toEqual(
      sortedIds(ideas, "createdAt", "desc").slice(0, 5),
    );
    expect(body.recentInvestmentInterests.map((row: { id: number }) => row.id)).toEqual(
      sortedIds(interests, "createdAt", "desc").slice(0, 5),
    );
    expect(Object.keys(body.recentStartupIdeas[0]).sort()).toEqual(STARTUP_IDEAS.summaryKeys);
    expect(Object.keys(body.recentInvestmentInterests[0]).sort()).toEqual(
      INVESTMENT_INTERESTS.summaryKeys,
    );
  });

  it("answers a reviewer the same as an admin", async () => {
    const { cookie: reviewerCookie } = await signedInStaff(api.t, "reviewer", "stats-reviewer");
    const asReviewer = await api.t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard/stats",
      headers: { cookie: reviewerCookie },
    });
    expect(asReviewer.statusCode).toBe(200);
    expect(asReviewer.json()).toEqual((await stats()).json());
  });

  it("answers an editor the totals but no recent submissions, which are the inboxes' personal data", async () => {
    const { cookie: editorCookie } = await signedInStaff(api.t, "editor", "stats-editor");
    const asEditor = await api.t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard/stats",
      headers: { cookie: editorCookie },
    });
    expect(asEditor.statusCode).toBe(200);
    const full = (await stats()).json();
    expect(full.recentStartupIdeas.length).toBeGreaterThan(0);
    expect(asEditor.json()).toEqual({
      totalStartupIdeas: full.totalStartupIdeas,
      totalInvestmentInterests: full.totalInvestmentInterests,
      recentStartupIdeas: [],
      recentInvestmentInterests: [],
    });
  });
});
