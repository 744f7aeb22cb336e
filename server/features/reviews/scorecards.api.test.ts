import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import { REVIEW_MESSAGES, type Scorecard } from "@shared/schemas/reviews";
import { describe, expect, it } from "vitest";
import { DEFAULT_KEYS, reviewOf, reviewsApi } from "../../../tests/support/reviews-api";
import { STARTUP_IDEAS } from "../../../tests/support/submission-fixtures";

/** Contract §14: scorecards, read by admins and reviewers, written by admins only. */
const { state, call, seed } = reviewsApi();

const criterion = (key: string, weight = 1): ScorecardCriterion => ({
  key,
  label: `Label ${key}`,
  weight,
  description: "",
});

describe("GET /api/admin/scorecards/{kind}", () => {
  it("answers each kind's default criteria to admins and reviewers, not to editors", async () => {
    for (const kind of ["startup-ideas", "investment-interests"] as const) {
      const response = await call("GET", `scorecards/${kind}`, state.rita.cookie);
      expect(response.statusCode).toBe(200);
      const { criteria } = response.json<Scorecard>();
      expect(criteria.map((c) => c.key)).toEqual(DEFAULT_KEYS[kind]);
      for (const c of criteria) {
        expect(Object.keys(c).sort()).toEqual(["description", "key", "label", "weight"]);
        expect(c.description.length).toBeGreaterThan(10);
      }
    }
    expect((await call("GET", "scorecards/startup-ideas", state.admin)).statusCode).toBe(200);
    expect((await call("GET", "scorecards/startup-ideas", state.editor)).statusCode).toBe(403);
    expect((await call("GET", "scorecards/startup-ideas", "")).statusCode).toBe(401);
    const unknown = await call("GET", "scorecards/perspectives", state.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(REVIEW_MESSAGES.kind);
  });
});

describe("PUT /api/admin/scorecards/{kind}", () => {
  it("refuses reviewers and editors, and bad criteria with a 400 naming the problem", async () => {
    const valid = { criteria: [criterion("team")] };
    expect(
      (await call("PUT", "scorecards/startup-ideas", state.rita.cookie, valid)).statusCode,
    ).toBe(403);
    expect((await call("PUT", "scorecards/startup-ideas", state.editor, valid)).statusCode).toBe(
      403,
    );
    const refusals: [unknown, string][] = [
      [{ criteria: [] }, REVIEW_MESSAGES.criteriaMin],
      [
        { criteria: Array.from({ length: 11 }, (_, i) => criterion(`c${i}`)) },
        REVIEW_MESSAGES.criteriaMax,
      ],
      [{ criteria: [criterion("team"), criterion("team")] }, REVIEW_MESSAGES.duplicateKey],
      [{ criteria: [criterion("Team!")] }, "A key is 1–40 characters of a–z, 0–9 and -"],
      [{ criteria: [criterion("x".repeat(41))] }, "A key is 1–40 characters of a–z, 0–9 and -"],
      [{ criteria: [criterion("team", 6)] }, "Too big"],
      [{ criteria: [criterion("team", 0)] }, "Too small"],
      [{ criteria: [{ ...criterion("team"), label: " " }] }, "A criterion needs a label"],
    ];
    for (const [body, message] of refusals) {
      const response = await call("PUT", "scorecards/startup-ideas", state.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message.slice(0, 8));
    }
    const stored = await call("GET", "scorecards/startup-ideas", state.admin);
    expect(stored.json<Scorecard>().criteria.map((c) => c.key)).toEqual(
      DEFAULT_KEYS["startup-ideas"],
    );
  });

  it("saves new weights, re-scores the kind's records and logs what changed (no scores)", async () => {
    const [id] = await seed(STARTUP_IDEAS, ["Orchard Sensors"]);
    // team 5 (weight 3), everything else 1 (weights 2, 2, 1, 2): (15 + 7) / 10 = 2.2
    const put = await call(
      "PUT",
      `startup-ideas/${id}/reviews/me`,
      state.rita.cookie,
      reviewOf(STARTUP_IDEAS, [5, 1, 1, 1, 1]),
    );
    expect(put.statusCode, put.body).toBe(200);
    const score = async () =>
      (await call("GET", `startup-ideas/${id}`, state.admin)).json<{ score: number }>().score;
    expect(await score()).toBe(2.2);

    const { criteria } = (
      await call("GET", "scorecards/startup-ideas", state.admin)
    ).json<Scorecard>();
    const [team, ...rest] = criteria;
    if (!team) throw new Error("no team criterion");
    const changed = [
      ...rest.filter((c) => c.key !== "traction"),
      { ...team, weight: 1 },
      criterion("water-use", 2),
    ];
    const saved = await call("PUT", "scorecards/startup-ideas", state.admin, { criteria: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Scorecard>().criteria).toEqual(changed);
    // Now team 5 × 1 and market, impact, fit 1 × 2 each; traction gone, water-use unscored: 11 / 7.
    expect(await score()).toBe(1.57);
    // The other kind's scorecard is untouched.
    const other = await call("GET", "scorecards/investment-interests", state.admin);
    expect(other.json<Scorecard>().criteria.map((c) => c.key)).toEqual(
      DEFAULT_KEYS["investment-interests"],
    );

    const log = await call("GET", "activity?action=scorecard_changed", state.admin);
    const entries = log.json<{ action: string; details: Record<string, unknown> }[]>();
    const entry = entries.find((e) => e.action === "scorecard_changed");
    expect(entry?.details).toEqual({
      kind: "startup-ideas",
      added: ["water-use"],
      removed: ["traction"],
      edited: ["team"],
      reordered: true,
    });
    // Saving the same criteria again changes nothing and logs nothing.
    await call("PUT", "scorecards/startup-ideas", state.admin, { criteria: changed });
    const again = await call("GET", "activity?action=scorecard_changed", state.admin);
    expect(again.json<unknown[]>().length).toBe(entries.length);
  });
});
