import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANNOT_SAVE_MESSAGE } from "../../server/http/errors";
import { type SiteProcess, startSiteChild } from "../support/site-process";
import { VALID_IDEA } from "../support/submission-payloads";

/**
 * ADR 027 on a real full disk, as near as a test gets: the site on PGlite in a process of its
 * own whose writes that would grow a file under DATA_DIR fail with ENOSPC while a switch is
 * on (tests/support/full-disk-preload.mjs), so PostgreSQL inside meets the disk as it would
 * ("could not extend file …: No space left on device"). What the site acknowledged (201)
 * must be there afterwards, after a crash while the disk was full too; what it refused not.
 */

const PRELOAD = path.resolve("tests/support/full-disk-preload.mjs");
/** Enough to fill a page of some table or index (a few rows do, on a fresh database). */
const MOST_POSTS_UNTIL_FULL = 300;

describe("a site whose disk fills up", () => {
  let workDir: string;
  let dataDir: string;
  let switchFile: string;
  let site: SiteProcess | undefined;
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let sent = 0;

  const start = async () => {
    site = await startSiteChild(
      { DATA_DIR: dataDir, FULL_DISK_SWITCH: switchFile, RATE_LIMITS: "off" },
      ["--import", PRELOAD],
    );
    return site;
  };
  const url = (pathname: string) => `http://127.0.0.1:${site?.port}${pathname}`;
  const fillDisk = () => writeFile(switchFile, "");
  const freeDisk = () => unlink(switchFile).catch(() => {});
  const health = async () => {
    const response = await fetch(url("/api/health"));
    return { status: response.status, body: await response.json() };
  };

  /** Posts a new idea, keeping its e-mail as acknowledged (201) or refused (503). */
  async function postIdea() {
    const email = `grower-${++sent}@example.com`;
    const response = await fetch(url("/api/ideas"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...VALID_IDEA, email }),
    });
    const answer = {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.json(),
    };
    if (answer.status === 201) acknowledged.push(email);
    else if (answer.status === 503) refused.push(email);
    else throw new Error(`unexpected answer ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** Posts until the disk refuses one, and returns that answer. */
  async function postUntilRefused() {
    for (let post = 0; post < MOST_POSTS_UNTIL_FULL; post++) {
      const answer = await postIdea();
      if (answer.status === 503) return answer;
    }
    throw new Error(`${MOST_POSTS_UNTIL_FULL} ideas fitted on a full disk`);
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "rootstock-full-disk-"));
    dataDir = path.join(workDir, "data");
    switchFile = path.join(workDir, "disk-is-full");
    await start();
  });
  afterAll(async () => {
    await freeDisk();
    await site?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("answers the writes that no longer fit 503 with Retry-After and the message", async () => {
    for (let post = 0; post < 3; post++) expect((await postIdea()).status).toBe(201);
    await fillDisk();
    const refusal = await postUntilRefused();
    expect(refusal).toEqual({
      status: 503,
      retryAfter: "60",
      body: { message: CANNOT_SAVE_MESSAGE },
    });
    for (let post = 0; post < 5; post++) expect((await postIdea()).status).toBe(503);
  });

  it("reports it on /api/health and logs the cause once", async () => {
    expect(await health()).toEqual({
      status: 503,
      body: {
        status: "unavailable",
        reason: "writes-failing",
        message: "The database cannot store writes: disk full (SQLSTATE 53100)",
        since: expect.any(String),
      },
    });
    // The log reaches this process a moment after the answers.
    await expect.poll(() => site?.logged(/^writes failing/).length).toBe(1);
    const failing = site?.logged(/^writes failing/) ?? [];
    expect(failing[0]?.detail).toMatch(/^could not extend file ".+": No space left on device$/);
  });

  it("recovers without a restart once there is room", async () => {
    await freeDisk();
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    await expect.poll(() => site?.logged(/^writes succeed again/).length).toBe(1);
    expect((await postIdea()).status).toBe(201);
  });

  it("loses nothing it acknowledged, even when it crashes while the disk is full", async () => {
    await fillDisk();
    await postUntilRefused();
    // Still one line per failure, not per request.
    await expect.poll(() => site?.logged(/^writes failing/).length).toBe(2);
    await site?.crash();
    await freeDisk();
    const database = await PGlite.create(dataDir);
    try {
      const stored = await database.query<{ email: string }>(
        "select email from startup_ideas order by id",
      );
      expect(stored.rows.map((row) => row.email)).toEqual(acknowledged);
      expect(refused.length).toBeGreaterThan(6);
    } finally {
      await database.close();
    }
  });

  it("starts again on the same data and stores writes", async () => {
    await start();
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    expect((await postIdea()).status).toBe(201);
  });
});
