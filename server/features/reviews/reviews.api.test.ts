import {
  missingScoresMessage,
  type OpenReviews,
  REVIEW_MESSAGES,
  type Review,
  unknownCriteriaMessage,
} from "@shared/schemas/reviews";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_KEYS,
  defaultMean,
  reviewOf,
  reviewsApi,
} from "../../../tests/support/reviews-api";
import { SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";

/** Contract §14: one review per staff member per record, the weighted mean, the log. */
const { state, call, seed } = reviewsApi();
const round = (value: number) => Math.round(value * 100) / 100;

describe.each(SUBMISSION_KINDS)("reviews of $path", (kind) => {
  const reviewsOf = (id: number, cookie: string) =>
    call("GET", `${kind.path}/${id}/reviews`, cookie);
  const put = (id: number, cookie: string, body: unknown) =>
    call("PUT", `${kind.path}/${id}/reviews/me`, cookie, body);
  const remove = (id: number, cookie: string) =>
    call("DELETE", `${kind.path}/${id}/reviews/me`, cookie);

  it("stores, changes and removes each staff member's one review, keeping the weighted mean", async () => {
    const [id] = await seed(kind, ["Weighted Mean"]);
    if (!id) throw new Error("not seeded");
    const rita = [5, 4, 3, 2, 1];
    const saved = await put(
      id,
      state.rita.cookie,
      reviewOf(kind, rita, "advance", "  Strong team  "),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const review = saved.json<Review>();
    expect(review).toMatchObject({
      reviewer: { id: state.rita.id, username: "rita" },
      recommendation: "advance",
      comment: "Strong team",
      weightedMean: round(defaultMean(rita)),
    });
    expect(Object.keys(review.scores).sort()).toEqual([...DEFAULT_KEYS[kind.path]].sort());

    // An admin's review: the score is the mean of the two weighted means.
    const admin = [1, 1, 2, 2, 5];
    expect((await put(id, state.admin, reviewOf(kind, admin, "pass"))).statusCode).toBe(200);
    const both = (await reviewsOf(id, state.rita.cookie)).json<OpenReviews>();
    const expected = (defaultMean(rita) + defaultMean(admin)) / 2;
    expect(both.count).toBe(2);
    expect(both.score).toBe(round(expected));
    expect(both.spread).toBe(round(defaultMean(rita) - defaultMean(admin)));
    // team 5 vs 1 and fit 1 vs 5 are four apart, market 4 vs 1 three: widest first.
    expect(both.disagreements.map((d) => [d.key, d.low, d.high])).toEqual([
      [DEFAULT_KEYS[kind.path][0], 1, 5],
      [DEFAULT_KEYS[kind.path][4], 1, 5],
      [DEFAULT_KEYS[kind.path][1], 1, 4],
    ]);
    expect(both.reviews.map((r) => r.reviewer.username)).toEqual(["rita", "admin"]);

    // Changing it replaces it: still two reviews.
    const changed = await put(id, state.rita.cookie, reviewOf(kind, [3, 3, 3, 3, 3], "hold"));
    expect(changed.json<Review>().comment).toBeNull();
    const after = (await reviewsOf(id, state.admin)).json<OpenReviews>();
    expect(after.count).toBe(2);
    expect(after.score).toBe(round((3 + defaultMean(admin)) / 2));
    const detail = await call("GET", `${kind.path}/${id}`, state.admin);
    expect(detail.json()).toMatchObject({ score: after.score, reviewCount: 2 });
    expect(detail.json()).not.toHaveProperty("reviewScore");

    expect((await remove(id, state.rita.cookie)).statusCode).toBe(204);
    const again = await remove(id, state.rita.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REVIEW_MESSAGES.noReview);
    expect((await reviewsOf(id, state.admin)).json()).toMatchObject({
      count: 1,
      score: round(defaultMean(admin)),
    });
    expect((await remove(id, state.admin)).statusCode).toBe(204);
    expect((await reviewsOf(id, state.admin)).json()).toEqual({
      count: 0,
      score: null,
      reviews: [],
      spread: null,
      disagreements: [],
    });

    // Every change is in the record's log, named but never scored.
    const log = await call("GET", `${kind.path}/${id}/activity`, state.admin);
    const entries = log.json<{ action: string; details: Record<string, unknown> }[]>();
    const reviewEntries = entries.filter((e) => e.action.startsWith("review"));
    expect(reviewEntries.map((e) => [e.action, e.details])).toEqual(
      expect.arrayContaining([
        ["reviewed", { review: "added" }],
        ["reviewed", { review: "changed", changed: ["scores", "recommendation", "comment"] }],
        ["review_deleted", {}],
      ]),
    );
    expect(reviewEntries).toHaveLength(5);
  });

  it("refuses bad reviews with a 400, unknown records with a 404, and editors with a 403", async () => {
    const [id] = await seed(kind, ["Refusals"]);
    if (!id) throw new Error("not seeded");
    const keys = DEFAULT_KEYS[kind.path];
    const good = reviewOf(kind, [3, 3, 3, 3, 3]);
    const { [keys[1] ?? ""]: _dropped, ...missing } = good.scores;
    const refusals: [unknown, string][] = [
      [{ ...good, scores: missing }, "Score every criterion"],
      [{ ...good, scores: { ...good.scores, taste: 3 } }, unknownCriteriaMessage(["taste"])],
      [{ ...good, scores: { ...good.scores, [keys[0] ?? ""]: 6 } }, REVIEW_MESSAGES.score],
      [{ ...good, scores: { ...good.scores, [keys[0] ?? ""]: 0 } }, REVIEW_MESSAGES.score],
      [{ ...good, scores: { ...good.scores, [keys[0] ?? ""]: 2.5 } }, REVIEW_MESSAGES.score],
      [{ ...good, scores: { ...good.scores, [keys[0] ?? ""]: "4" } }, REVIEW_MESSAGES.score],
      [{ ...good, recommendation: "maybe" }, REVIEW_MESSAGES.recommendation],
      [{ ...good, comment: "x".repeat(5001) }, REVIEW_MESSAGES.commentMax],
      [{ scores: good.scores }, REVIEW_MESSAGES.recommendation],
    ];
    for (const [body, message] of refusals) {
      const response = await put(id, state.rita.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const missingLabel = await put(id, state.rita.cookie, { ...good, scores: missing });
    expect(missingLabel.json().message).toMatch(
      new RegExp(`^${missingScoresMessage([""]).slice(0, 20)}`),
    );
    expect((await reviewsOf(id, state.admin)).json<OpenReviews>().count).toBe(0);

    expect((await put(999_999, state.rita.cookie, good)).statusCode).toBe(404);
    expect((await reviewsOf(999_999, state.rita.cookie)).statusCode).toBe(404);
    expect((await remove(999_999, state.rita.cookie)).statusCode).toBe(404);
    expect((await put(0, state.rita.cookie, good)).statusCode).toBe(400);
    expect((await put(id, state.editor, good)).statusCode).toBe(403);
    expect((await reviewsOf(id, state.editor)).statusCode).toBe(403);
    expect((await remove(id, state.editor)).statusCode).toBe(403);
    expect((await put(id, "", good)).statusCode).toBe(401);
  });
});

describe("a criterion added later", () => {
  it("is simply unscored in older reviews, and newer reviews must score it", async () => {
    const kind = SUBMISSION_KINDS[0];
    const [id] = await seed(kind, ["Later Criterion"]);
    const older = [4, 4, 4, 4, 4];
    await call("PUT", `${kind.path}/${id}/reviews/me`, state.rob.cookie, reviewOf(kind, older));
    const card = (await call("GET", "scorecards/startup-ideas", state.admin)).json();
    const added = { key: "water", label: "Water use", weight: 5, description: "" };
    await call("PUT", "scorecards/startup-ideas", state.admin, {
      criteria: [...card.criteria, added],
    });
    const reviews = (
      await call("GET", `${kind.path}/${id}/reviews`, state.rob.cookie)
    ).json<OpenReviews>();
    expect(reviews.score).toBe(4);
    expect(reviews.reviews[0]?.weightedMean).toBe(4);

    const refused = await call(
      "PUT",
      `${kind.path}/${id}/reviews/me`,
      state.rita.cookie,
      reviewOf(kind, older),
    );
    expect(refused.json().message).toBe(missingScoresMessage(["Water use"]));
    const newer = reviewOf(kind, [2, 2, 2, 2, 2]);
    const saved = await call("PUT", `${kind.path}/${id}/reviews/me`, state.rita.cookie, {
      ...newer,
      scores: { ...newer.scores, water: 1 },
    });
    // (2 × 10 + 1 × 5) / 15
    expect(saved.json<Review>().weightedMean).toBe(round(25 / 15));
    await call("PUT", "scorecards/startup-ideas", state.admin, card);
  });
});
