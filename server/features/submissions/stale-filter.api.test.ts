import { STALE_SEARCH_MESSAGE } from "@shared/schemas/time-in-stage";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import {
  type SeededRow,
  type SeedRow,
  SUBMISSION_KINDS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { startupIdeas } from "../../db/schema";

/**
 * Time in stage (contract §14): `statusChangedAt` on every record, and `filter=stale` with a
 * whole number of days: records not archived whose status has not changed for strictly longer.
 */
const api = adminApiAppForThisFile();

const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function list(path: string, query: string) {
  const response = await api.call("GET", `/api/admin/${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: response.json<{ id: number }[]>().map((row) => row.id),
    total: Number(response.headers["x-total-count"]),
    capped: response.headers["x-total-count-capped"],
  };
}

describe.each(SUBMISSION_KINDS)("filter=stale on /api/admin/$path", (kind) => {
  let varied: SeededRow[];
  let justStale: number;

  it("matches the records not archived whose status has not changed for strictly longer than the days", async () => {
    const db = api.t.database.db;
    // Every varied row was created, and last changed status, in January 2025: over a year ago.
    varied = await kind.insert(db, variedRows(kind));
    const near = (
      name: string,
      statusChangedAt: Date,
      status: SeedRow["status"] = "reviewing",
    ) => ({
      name,
      email: `${name}@x.example`,
      text: "Hedgerow mapping",
      choice: kind.storedChoices[0] ?? "",
      status,
      statusChangedAt,
      createdAt: ago(40 * DAY),
    });
    const [stale] = await kind.insert(db, [
      near("just-stale", ago(10 * DAY + 5 * MINUTE)),
      near("not-yet-stale", ago(10 * DAY - 5 * MINUTE)),
      near("archived-long-ago", ago(30 * DAY), "archived"),
    ]);
    justStale = stale?.id ?? 0;
    const waiting = varied.filter((row) => row.status !== "archived");

    const tenDays = await list(kind.path, "filter=stale&search=10&limit=500");
    expect(new Set(tenDays.ids)).toEqual(new Set([...waiting.map((row) => row.id), justStale]));
    expect(tenDays.total).toBe(waiting.length + 1);
    expect(tenDays.capped).toBeUndefined();

    const aYear = await list(kind.path, "filter=stale&search=365&limit=500");
    expect(new Set(aYear.ids)).toEqual(new Set(waiting.map((row) => row.id)));
  });

  it("pages by keyset in every sort and direction, the filter kept", async () => {
    const waiting = varied.filter((row) => row.status !== "archived");
    for (const sort of ["createdAt", "name", "status"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const order = `filter=stale&search=365&sort=${sort}&direction=${direction}&limit=2`;
        const walked: number[] = [];
        let next = (await list(kind.path, order)).ids;
        while (next.length > 0) {
          walked.push(...next);
          next = (await list(kind.path, `${order}&after=${next.at(-1)}`)).ids;
        }
        expect(walked, `${sort} ${direction}`).toEqual(sortedIds(waiting, sort, direction));
      }
    }
  });

  it("exports what the filter shows", async () => {
    const response = await api.call("GET", `/api/admin/export/${kind.path}?filter=stale&search=10`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("just-stale");
    expect(response.body).not.toContain("not-yet-stale");
    expect(response.body).not.toContain("archived-long-ago");
  });

  it("answers 400 with the rule for a search that is not a whole number of days from 1 to 365", async () => {
    for (const search of ["0", "366", "abc", "1.5", "-3", "1e2"]) {
      const response = await api.call(
        "GET",
        `/api/admin/${kind.path}?filter=stale&search=${search}`,
      );
      expect(response.statusCode, search).toBe(400);
      expect(response.json().message).toBe(STALE_SEARCH_MESSAGE);
    }
  });

  it("restarts the time in stage on a real status change only, in list and detail alike", async () => {
    const url = `/api/admin/${kind.path}/${justStale}`;
    const before = (await api.call("GET", url)).json<{ statusChangedAt: string }>();
    expect(new Date(before.statusChangedAt).getTime()).toBeLessThan(Date.now() - 10 * DAY);

    for (const body of [
      { status: "reviewing", notes: "Still waiting on the soil tests" },
      { status: "reviewing" },
    ]) {
      const same = await api.call("PATCH", `${url}/status`, body);
      expect(same.statusCode).toBe(200);
      expect(same.json().statusChangedAt).toBe(before.statusChangedAt);
    }

    const moved = await api.call("PATCH", `${url}/status`, { status: "contacted" });
    const changedAt = new Date(moved.json().statusChangedAt).getTime();
    expect(Math.abs(changedAt - Date.now())).toBeLessThan(MINUTE);
    expect((await api.call("GET", url)).json().statusChangedAt).toBe(moved.json().statusChangedAt);
    const rows = (await api.call("GET", `/api/admin/${kind.path}?limit=500`)).json<
      { id: number; statusChangedAt: string }[]
    >();
    expect(rows.find((row) => row.id === justStale)?.statusChangedAt).toBe(
      moved.json().statusChangedAt,
    );
    expect((await list(kind.path, "filter=stale&search=10&limit=500")).ids).not.toContain(
      justStale,
    );
  });
});

it("counts stale records up to 1,000 and says when there are more", async () => {
  const longAgo = ago(100 * DAY);
  await api.t.database.db.insert(startupIdeas).values(
    Array.from({ length: 1_001 }, (_, index) => ({
      name: `Quiet founder ${index}`,
      email: `quiet${index}@farm.example`,
      idea: "Hedgerow mapping",
      sector: "Biotech",
      stage: "Idea",
      status: "new" as const,
      statusChangedAt: longAgo,
      createdAt: longAgo,
    })),
  );
  const stale = await list("startup-ideas", "filter=stale&search=90&limit=10");
  expect(stale.total).toBe(1_000);
  expect(stale.capped).toBe("true");
  expect(stale.ids).toHaveLength(10);
});
