import type { ReviewPayload } from "@shared/schemas/reviews";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { signedInAdmin, signedInStaff } from "./admin-session";
import { type SeedRow, SUBMISSION_KINDS, type SubmissionKind } from "./submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "./test-app";

export { SUBMISSION_KINDS };

/** Scores for every default criterion of a kind (drizzle/0013's seeded scorecards). */
export const DEFAULT_KEYS: Record<SubmissionKind["path"], string[]> = {
  "startup-ideas": ["team", "market", "agronomic-impact", "traction", "studio-fit"],
  "investment-interests": ["thesis-fit", "ticket", "value-add", "track-record", "readiness"],
};
/** Their default weights, in the same order. */
export const DEFAULT_WEIGHTS = [3, 2, 2, 1, 2];

/** A review scoring the default criteria with these numbers, in order. */
export function reviewOf(
  kind: SubmissionKind,
  scores: number[],
  recommendation: ReviewPayload["recommendation"] = "advance",
  comment?: string,
): ReviewPayload {
  const keys = DEFAULT_KEYS[kind.path];
  return {
    scores: Object.fromEntries(keys.map((key, index) => [key, scores[index] ?? 3])),
    recommendation,
    ...(comment === undefined ? {} : { comment }),
  };
}

/** Σ weight × score ÷ Σ weight under the default weights. */
export const defaultMean = (scores: number[]) =>
  scores.reduce((sum, score, index) => sum + score * (DEFAULT_WEIGHTS[index] ?? 0), 0) /
  DEFAULT_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

export const seedRow = (name: string, hour: number): SeedRow => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  text: "An idea about soil",
  status: "new",
  choice: "",
  createdAt: new Date(Date.UTC(2026, 0, 1, hour)),
});

/**
 * An app with an admin, two reviewers (Rita and Rob) and an editor signed in, for the scorecard
 * and review tests: `state` is filled by its beforeAll; `call` sends JSON as one of them.
 */
export function reviewsApi() {
  const state = {} as {
    t: TestApp;
    admin: string;
    rita: { id: number; cookie: string };
    rob: { id: number; cookie: string };
    editor: string;
  };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.admin = await signedInAdmin(state.t);
    const rita = await signedInStaff(state.t, "reviewer", "rita");
    const rob = await signedInStaff(state.t, "reviewer", "rob");
    state.rita = { id: rita.account.id, cookie: rita.cookie };
    state.rob = { id: rob.account.id, cookie: rob.cookie };
    state.editor = (await signedInStaff(state.t, "editor", "eddie")).cookie;
  });
  afterAll(() => state.t.close());

  const call = (method: InjectOptions["method"], url: string, cookie: string, body?: unknown) =>
    state.t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Inserts records of a kind (named, an hour apart) and answers their ids in order. */
  async function seed(kind: SubmissionKind, names: string[]) {
    const rows = names.map((name, index) => ({
      ...seedRow(name, index),
      choice: kind.storedChoices[0] ?? "",
    }));
    return (await kind.insert(state.t.database.db, rows)).map((row) => row.id);
  }

  return { state, call, seed };
}
