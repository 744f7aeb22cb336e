import { describe, expect, it } from "vitest";
import { defaultMean, reviewOf, reviewsApi } from "../../../tests/support/reviews-api";
import { SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";

/**
 * Contract §14's blind reviews: until a reviewer has reviewed a record, no answer they can get
 * holds its score (details, list rows, the sort, the CSV, the reviews, the log); admins see all.
 */
const { state, call, seed } = reviewsApi();
const round = (value: number) => Math.round(value * 100) / 100;

describe.each(SUBMISSION_KINDS)("blind until reviewed, on $path", (kind) => {
  type Row = { id: number; score: number | null; reviewCount: number };

  it("keeps every score from a reviewer who has not reviewed, everywhere, until they do", async () => {
    const [id, other] = await seed(kind, ["Blind Record", "Other Record"]);
    if (!id || !other) throw new Error("not seeded");
    const scores = [5, 5, 4, 4, 2];
    await call("PUT", `${kind.path}/${id}/reviews/me`, state.rita.cookie, reviewOf(kind, scores));
    const score = round(defaultMean(scores));
    const rob = state.rob.cookie;

    const detail = await call("GET", `${kind.path}/${id}`, rob);
    expect(detail.json()).toMatchObject({ score: null, reviewCount: 1 });
    // Nothing else in the record carries it: the stored mean never leaves the server.
    expect(detail.json()).not.toHaveProperty("reviewScore");
    expect((await call("GET", `${kind.path}/${id}/reviews`, rob)).json()).toEqual({ count: 1 });
    const rows = (await call("GET", `${kind.path}?sort=score&direction=desc`, rob)).json<Row[]>();
    expect(rows.find((row) => row.id === id)).toMatchObject({ score: null, reviewCount: 1 });
    // Sorted with the unscored, by id: the scored record does not come first for Rob.
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
    const searched = await call("GET", `${kind.path}?sort=score&direction=desc&search=record`, rob);
    expect(searched.json<Row[]>().map((row) => row.id)).toEqual([other, id]);
    const status = await call("PATCH", `${kind.path}/${id}/status`, rob, { status: "reviewing" });
    expect(status.json()).toMatchObject({ score: null, reviewCount: 1 });
    const owner = await call("PATCH", `${kind.path}/${id}/assignee`, rob, { assigneeId: null });
    expect(owner.json()).toMatchObject({ score: null });
    const csv = await call("GET", `export/${kind.path}?sort=score&direction=desc`, rob);
    const line = csv.body.split("\r\n").find((row) => row.startsWith(`${id},`));
    expect(line?.endsWith(",,1")).toBe(true);
    const log = await call("GET", `${kind.path}/${id}/activity`, rob);
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toMatch(/"scores"|weightedMean/);

    // Rita, who reviewed, and the admin, who sees everything, see the score.
    for (const cookie of [state.rita.cookie, state.admin]) {
      expect((await call("GET", `${kind.path}/${id}`, cookie)).json().score).toBe(score);
      const sorted = (await call("GET", `${kind.path}?sort=score`, cookie)).json<Row[]>();
      expect(sorted[0]).toMatchObject({ id, score, reviewCount: 1 });
      const exported = await call("GET", `export/${kind.path}`, cookie);
      const cells = exported.body.split("\r\n").find((row) => row.startsWith(`${id},`));
      expect(cells?.endsWith(`,${score.toFixed(2)},1`)).toBe(true);
    }

    // Once Rob has reviewed, the team's reviews open up for him.
    await call(
      "PUT",
      `${kind.path}/${id}/reviews/me`,
      rob,
      reviewOf(kind, [1, 1, 1, 1, 1], "pass"),
    );
    const both = round((defaultMean(scores) + 1) / 2);
    expect((await call("GET", `${kind.path}/${id}`, rob)).json().score).toBe(both);
    const open = (await call("GET", `${kind.path}/${id}/reviews`, rob)).json();
    expect(
      open.reviews.map((r: { reviewer: { username: string } }) => r.reviewer.username),
    ).toEqual(["rita", "rob"]);
    const first = (await call("GET", `${kind.path}?sort=score`, rob)).json<Row[]>()[0];
    expect(first).toMatchObject({ id, score: both, reviewCount: 2 });
  });
});

describe("sort=score and sort=reviewCount", () => {
  const kind = SUBMISSION_KINDS[0];
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  it("orders by score with the unscored last both ways, by count, and pages by keyset alike", async () => {
    const made = await seed(kind, [
      "Sortable 1",
      "Sortable 2",
      "Sortable 3",
      "Sortable 4",
      "Sortable 5",
      "Sortable 6",
      "Sortable 7",
    ]);
    const [a, b, c, d, e, f, g] = made as [number, number, number, number, number, number, number];
    const review = (id: number, cookie: string, all: number) =>
      call(
        "PUT",
        `${kind.path}/${id}/reviews/me`,
        cookie,
        reviewOf(kind, [all, all, all, all, all]),
      );
    // Admin-visible scores: b 2, d 4, f 3 (f by two reviewers: 4 and 2), e 4 (tie with d).
    await review(b, state.rita.cookie, 2);
    await review(d, state.rob.cookie, 4);
    await review(f, state.rita.cookie, 4);
    await review(f, state.rob.cookie, 2);
    await review(e, state.admin, 4);
    const list = async (cookie: string, query: string) => {
      const response = await call("GET", `${kind.path}?search=sortable&${query}`, cookie);
      return ids(response.json());
    };
    const unscored = [a, c, g];
    const everyone = [a, b, c, d, e, f, g];
    expect(await list(state.admin, "sort=score&direction=asc")).toEqual([b, f, d, e, ...unscored]);
    expect(await list(state.admin, "sort=score&direction=desc")).toEqual([
      e,
      d,
      f,
      b,
      ...unscored.reverse(),
    ]);
    unscored.reverse();
    expect(await list(state.admin, "sort=reviewCount&direction=desc")).toEqual([
      f,
      e,
      d,
      b,
      g,
      c,
      a,
    ]);
    // Rita reviewed b and f only: the rest sort as unscored for her, by id.
    const rita = state.rita.cookie;
    const ritaAsc = [b, f, a, c, d, e, g];
    const ritaDesc = [f, b, g, e, d, c, a];

    // The whole list (not a search: the reviewer's own two-part read) and its keyset pages.
    for (const [cookie, direction, expected] of [
      [rita, "asc", ritaAsc],
      [rita, "desc", ritaDesc],
      [state.admin, "asc", [b, f, d, e, a, c, g]],
      [state.admin, "desc", [e, d, f, b, g, c, a]],
    ] as const) {
      const whole = (
        await call("GET", `${kind.path}?sort=score&direction=${direction}&limit=500`, cookie)
      ).json();
      const mine = ids(whole).filter((id) => everyone.includes(id));
      expect(mine, `${direction}`).toEqual(expected);
      expect(await list(cookie, `sort=score&direction=${direction}`)).toEqual(expected);
      // Walk forwards two at a time, then back from the end: the same order both ways.
      const pages: number[] = [];
      let after: number | undefined;
      for (;;) {
        const query = `sort=score&direction=${direction}&limit=2${after ? `&after=${after}` : ""}`;
        const page = ids((await call("GET", `${kind.path}?${query}`, cookie)).json());
        pages.push(...page);
        if (page.length < 2) break;
        after = page.at(-1);
      }
      expect(pages.filter((id) => everyone.includes(id))).toEqual(expected);
      const last = pages.at(-1) ?? 0;
      const back = `sort=score&direction=${direction}&limit=3&before=${last}`;
      expect(ids((await call("GET", `${kind.path}?${back}`, cookie)).json())).toEqual(
        pages.slice(-4, -1),
      );
      const offset = `sort=score&direction=${direction}&limit=2&offset=1`;
      expect(ids((await call("GET", `${kind.path}?${offset}`, cookie)).json())).toEqual(
        pages.slice(1, 3),
      );
    }
  });
});
