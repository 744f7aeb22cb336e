import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../../tests/support/admin-api-app";
import { signedInStaff } from "../../../../tests/support/admin-session";
import { validPerspective } from "../../../../tests/support/submission-payloads";
import { strategicPerspectives } from "../../../db/schema";
import { loadPreview } from "./preview-links";
import { PREVIEW_LINK_LIFETIME_MS, signPreviewToken } from "./preview-token";

/** Preview links (contract §15): made by editors, opened by anyone, revoked by a new key. */
const api = adminApiAppForThisFile();
const DAY = 24 * 60 * 60 * 1000;

let editorCookie = "";
let reviewerCookie = "";
beforeAll(async () => {
  editorCookie = (await signedInStaff(api.t, "editor")).cookie;
  reviewerCookie = (await signedInStaff(api.t, "reviewer")).cookie;
});

async function draft(title = "A draft to show a colleague") {
  const response = await api.call(
    "POST",
    "/api/admin/perspectives",
    validPerspective({ title, published: false }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string };
}

async function previewLink(id: number, cookie = api.adminCookie) {
  const response = await api.call(
    "POST",
    `/api/admin/perspectives/${id}/preview`,
    undefined,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { url: string; expiresAt: string };
}

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/preview\//, "");
const open = (token: string) => api.call("GET", `/api/preview/${token}`, undefined, "");

function expectPrivate(response: Awaited<ReturnType<typeof open>>) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex");
}

describe("POST /api/admin/perspectives/{id}/preview", () => {
  it("gives editors and admins a link to the site valid 7 days; each call a new one", async () => {
    const { id } = await draft();
    const before = Date.now();
    const first = await previewLink(id, editorCookie);
    expect(first.url).toMatch(/^https?:\/\/[^/]+\/preview\/[0-9]+\.[0-9]+\.[A-Za-z0-9_-]{43}$/);
    const expires = new Date(first.expiresAt).getTime();
    expect(expires).toBeGreaterThan(before + PREVIEW_LINK_LIFETIME_MS - 1_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_LIFETIME_MS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const second = await previewLink(id);
    expect(second.url).not.toBe(first.url);
    for (const link of [first, second])
      expect((await open(tokenOf(link.url))).statusCode).toBe(200);
  });

  it("is refused to reviewers (403) and to no one signed in (401), and 404 for an unknown id", async () => {
    const { id } = await draft("A draft reviewers cannot share");
    const path = `/api/admin/perspectives/${id}/preview`;
    expect((await api.call("POST", path, undefined, reviewerCookie)).statusCode).toBe(403);
    expect((await api.call("DELETE", path, undefined, reviewerCookie)).statusCode).toBe(403);
    expect((await api.call("POST", path, undefined, "")).statusCode).toBe(401);
    expect((await api.call("POST", "/api/admin/perspectives/999999/preview")).statusCode).toBe(404);
    expect((await api.call("DELETE", "/api/admin/perspectives/999999/preview")).statusCode).toBe(
      404,
    );
    expect((await api.call("POST", "/api/admin/perspectives/abc/preview")).statusCode).toBe(400);
  });

  it("never shows the key in the perspective's answers", async () => {
    const { id } = await draft("A draft with a secret key");
    await previewLink(id);
    const record = (await api.call("GET", `/api/admin/perspectives/${id}`)).json();
    expect(record).not.toHaveProperty("previewKey");
  });
});

describe("GET /api/preview/{token}", () => {
  it("shows anyone the current state of a draft, not cached, not indexed", async () => {
    const { id, slug } = await draft("A draft, first words");
    const { url, expiresAt } = await previewLink(id);
    await api.call("PATCH", `/api/admin/perspectives/${id}`, { title: "A draft, second words" });
    const response = await open(tokenOf(url));
    expect(response.statusCode, response.body).toBe(200);
    expectPrivate(response);
    expect(response.json()).toMatchObject({
      expiresAt,
      perspective: { id, title: "A draft, second words", status: "draft", published: false },
    });
    expect(response.json().perspective).not.toHaveProperty("previewKey");
    // Still no public article.
    expect((await api.call("GET", `/api/perspectives/${slug}`, undefined, "")).statusCode).toBe(
      404,
    );
  });

  it("is a 404 for a tampered, malformed, expired, revoked or deleted link", async () => {
    const { id } = await draft("A draft to tamper with");
    const token = tokenOf((await previewLink(id)).url);
    const [idPart, expiry, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const other = await draft("Another draft");
    for (const bad of [
      `${idPart}.${expiry}.${flipped}`,
      `${idPart}.${Number(expiry) + 86_400}.${signature}`,
      `${other.id}.${expiry}.${signature}`,
      "not-a-token",
      `${idPart}.${expiry}`,
      `${"9".repeat(12)}.${expiry}.${signature}`,
    ]) {
      const response = await open(bad);
      expect(response.statusCode, bad).toBe(404);
      expectPrivate(response);
    }

    // Expired: the same token read 7 days and a second later, and one signed with a past expiry.
    const db = api.t.database.db;
    expect(await loadPreview(db, token, new Date(Date.now() + 6 * DAY))).toBeDefined();
    expect(await loadPreview(db, token, new Date(Date.now() + 7 * DAY + 1_000))).toBeUndefined();
    const [row] = await db
      .select({ key: strategicPerspectives.previewKey })
      .from(strategicPerspectives)
      .where(eq(strategicPerspectives.id, id));
    const expired = signPreviewToken(row?.key ?? "", id, new Date(Date.now() - 1_000));
    expect((await open(expired)).statusCode).toBe(404);
    const stillValid = signPreviewToken(row?.key ?? "", id, new Date(Date.now() + DAY));
    expect((await open(stillValid)).statusCode).toBe(200);

    // Revoked: a new key, and every earlier link stops; a new one works.
    const revoke = await api.call(
      "DELETE",
      `/api/admin/perspectives/${id}/preview`,
      undefined,
      editorCookie,
    );
    expect(revoke.statusCode).toBe(204);
    expect((await open(token)).statusCode).toBe(404);
    expect((await open(stillValid)).statusCode).toBe(404);
    const fresh = tokenOf((await previewLink(id)).url);
    expect((await open(fresh)).statusCode).toBe(200);

    // Deleted: the article is gone, so is its preview.
    expect((await api.call("DELETE", `/api/admin/perspectives/${id}`)).statusCode).toBe(204);
    expect((await open(fresh)).statusCode).toBe(404);
  });
});
