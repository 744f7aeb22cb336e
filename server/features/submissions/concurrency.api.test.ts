import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";
import { JSON_HEADERS, postJson } from "../../../tests/support/test-app";
import { investmentInterests, startupIdeas } from "../../db/schema";

/** Many writers at once: nothing acknowledged is lost, nothing ends half-written. */

const api = adminApiAppForThisFile();

const idea = (n: number) => ({
  name: `Parallel Idea ${n}`,
  email: `idea-${n}@example.com`,
  idea: `Idea number ${n}, sent together with many others.`,
  sector: "Other",
  stage: "Other",
});
const interest = (n: number) => ({
  name: `Parallel Interest ${n}`,
  email: `interest-${n}@example.com`,
  sectors: ["forestry", "other"],
  investmentAmount: "$25,000+",
  additionalInfo: `Interest number ${n}`,
  termsAgreed: true,
});

describe("50 submissions at the same moment", () => {
  it("are all acknowledged, each with its own id, and all stored as sent", async () => {
    const sent = Array.from({ length: 50 }, (_, n) =>
      n % 2 === 0
        ? { url: "/api/ideas", body: idea(n), table: "ideas" as const }
        : { url: "/api/investment-interests", body: interest(n), table: "interests" as const },
    );
    const responses = await Promise.all(
      sent.map(({ url, body }) => postJson(api.t.app, url, body)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);

    const answered = sent.map((request, n) => ({
      ...request,
      id: responses[n]?.json().id as number,
    }));
    const ideaIds = answered.filter((a) => a.table === "ideas").map((a) => a.id);
    const interestIds = answered.filter((a) => a.table === "interests").map((a) => a.id);
    expect(new Set(ideaIds).size).toBe(25);
    expect(new Set(interestIds).size).toBe(25);

    const ideas = await api.t.database.db
      .select()
      .from(startupIdeas)
      .where(inArray(startupIdeas.id, ideaIds));
    const interests = await api.t.database.db
      .select()
      .from(investmentInterests)
      .where(inArray(investmentInterests.id, interestIds));
    const stored = new Map<string, { email: string; name: string }>(
      [...ideas, ...interests].map((row) => [row.email, row]),
    );
    expect(stored.size).toBe(50);
    for (const { body } of answered) {
      expect(stored.get(body.email)?.name).toBe(body.name);
    }
  });
});

describe.each(SUBMISSION_KINDS)("20 status updates of one $path record at once", (kind) => {
  it("all succeed and leave the record as exactly one of them wrote it", async () => {
    const created =
      kind.path === "startup-ideas"
        ? await postJson(api.t.app, "/api/ideas", idea(100))
        : await postJson(api.t.app, "/api/investment-interests", interest(100));
    const { id, createdAt } = created.json();
    const statuses = ["new", "reviewing", "contacted", "archived"] as const;
    const started = Date.now();

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        api.t.app.inject({
          method: "PATCH",
          url: `/api/admin/${kind.path}/${id}/status`,
          headers: { ...JSON_HEADERS, cookie: api.adminCookie },
          payload: JSON.stringify({ status: statuses[n % 4], notes: `Update ${n}` }),
        }),
      ),
    );
    const finished = Date.now();
    const answers = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    });
    // Each answer is the record its own request wrote: status and notes belong together.
    answers.forEach((answer, n) => {
      expect(answer).toMatchObject({
        id,
        status: statuses[n % 4],
        notes: `Update ${n}`,
        createdAt,
      });
    });

    const final = (
      await api.t.app.inject({
        url: `/api/admin/${kind.path}/${id}`,
        headers: { cookie: api.adminCookie },
      })
    ).json();
    expect(answers).toContainEqual(final);
    const notesNumber = Number(String(final.notes).replace("Update ", ""));
    expect(final.status).toBe(statuses[notesNumber % 4]);
    const updatedAt = new Date(final.updatedAt).getTime();
    expect(updatedAt).toBeGreaterThanOrEqual(new Date(createdAt).getTime());
    // The database's clock, so allow for a little skew against this process's.
    expect(updatedAt).toBeGreaterThan(started - 5_000);
    expect(updatedAt).toBeLessThan(finished + 5_000);
  });
});
