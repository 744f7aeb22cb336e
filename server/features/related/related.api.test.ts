import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  INVESTMENT_INTERESTS,
  type SeededRow,
  type SeedRow,
  STARTUP_IDEAS,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * GET /api/admin/{kind}/{id}/related (contract §14): the same address in any case and
 * names alike by trigrams, across both kinds, never the record itself, at most 5 each.
 */

let t: TestApp;
let adminCookie: string;
let reviewerCookie: string;
let editorCookie: string;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const row = (name: string, email: string, n: number): SeedRow => ({
  name,
  email,
  text: "A text",
  status: "new",
  choice: n % 2 === 0 ? "Biotech" : "Other",
  createdAt: day(n),
});

let ideas: SeededRow[];
let interests: SeededRow[];
const idea = (name: string) => ideas.find((each) => each.name === name);
const interest = (name: string) => interests.find((each) => each.name === name);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAdmin(t);
  reviewerCookie = (await signedInStaff(t, "reviewer", "rita")).cookie;
  editorCookie = (await signedInStaff(t, "editor", "eddie")).cookie;
  // The subject is the first idea and "Gonzalez Maria" the first interest: the same id, so
  // leaving the record itself out must look at the kind too.
  ideas = await STARTUP_IDEAS.insert(t.database.db, [
    row("Maria Gonzalez", "maria@farm.example", 1),
    row("Maria Gonzalez", "MARIA@Farm.Example", 2),
    row("Maria Gonzalez 1", "one@example.com", 3),
    row("Maria Gonzales", "two@example.com", 4),
    row("Maria Gonzalo", "three@example.com", 5),
    row("María González", "accents@example.com", 6),
    row("Pedro Gonzalez", "pedro@example.com", 7),
    row("Wei Chen", "wei@example.com", 12),
  ]);
  interests = await INVESTMENT_INTERESTS.insert(t.database.db, [
    row("Gonzalez Maria", "reversed@example.com", 8),
    row("Maria G", "Maria@farm.example", 9),
    row("Maria Gonzalez-Ruiz", "ruiz@example.com", 10),
    row("M. Gonzalez", "initial@example.com", 11),
  ]);
});
afterAll(async () => {
  await t.close();
});

const related = (path: string, cookie = adminCookie) =>
  t.app.inject({ method: "GET", url: `/api/admin/${path}/related`, headers: { cookie } });
const refs = (items: { kind: string; id: number }[]) => items.map((i) => `${i.kind}/${i.id}`);

describe("GET …/{id}/related", () => {
  it("lists the same address in any case across both kinds, newest first, never the record itself", async () => {
    const response = await related(`startup-ideas/${idea("Maria Gonzalez")?.id}`);
    expect(response.statusCode).toBe(200);
    const { sameEmail } = response.json();
    expect(refs(sameEmail)).toEqual([
      `investment-interests/${interest("Maria G")?.id}`,
      `startup-ideas/${ideas[1]?.id}`,
    ]);
    expect(sameEmail[0]).toEqual({
      kind: "investment-interests",
      id: interest("Maria G")?.id,
      name: "Maria G",
      email: "Maria@farm.example",
      status: "new",
      createdAt: day(9).toISOString(),
    });
  });

  it("lists names alike (similarity 0.5 or more) best first, at most 5, leaving out the same address", async () => {
    const { similarNames } = (await related(`startup-ideas/${idea("Maria Gonzalez")?.id}`)).json();
    // Similarities: 1, 0.88, 0.76, 0.75, 0.71 — then "M. Gonzalez" (0.63) is the sixth; the
    // accented name and "Pedro Gonzalez" (0.43) are below the threshold.
    expect(refs(similarNames)).toEqual([
      `investment-interests/${interest("Gonzalez Maria")?.id}`,
      `startup-ideas/${idea("Maria Gonzalez 1")?.id}`,
      `startup-ideas/${idea("Maria Gonzales")?.id}`,
      `investment-interests/${interest("Maria Gonzalez-Ruiz")?.id}`,
      `startup-ideas/${idea("Maria Gonzalo")?.id}`,
    ]);
  });

  it("answers for interests too, finding ideas", async () => {
    const response = await related(
      `investment-interests/${interest("M. Gonzalez")?.id}`,
      reviewerCookie,
    );
    expect(response.statusCode).toBe(200);
    const { sameEmail, similarNames } = response.json();
    expect(sameEmail).toEqual([]);
    expect(refs(similarNames)).toContain(`startup-ideas/${idea("Maria Gonzalez")?.id}`);
    expect(refs(similarNames)).not.toContain(`investment-interests/${interest("M. Gonzalez")?.id}`);
  });

  it("gives two empty lists to a record with no likely duplicate", async () => {
    const response = await related(`startup-ideas/${idea("Wei Chen")?.id}`);
    expect(response.json()).toEqual({ sameEmail: [], similarNames: [] });
  });

  it("answers 404 for an unknown record and 403 to an editor", async () => {
    expect((await related("startup-ideas/999999")).statusCode).toBe(404);
    expect((await related("investment-interests/999999")).statusCode).toBe(404);
    const refused = await related(`startup-ideas/${ideas[0]?.id}`, editorCookie);
    expect(refused.statusCode).toBe(403);
  });
});
