import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, postJson, type TestApp } from "../../tests/support/test-app";

/** Contract §2 and §8: what every API answer looks like, whatever the endpoint. */

const SUBMISSION_ENDPOINTS = ["/api/ideas", "/api/investment-interests"] as const;
const ONE_MIB = 1024 * 1024;

const validIdea = {
  name: "Ada Farmer",
  email: "ada@example.com",
  idea: "Soil sensors that talk to irrigation controllers.",
  sector: "Biotech",
  stage: "Concept/Idea stage",
};

const validBodies: Record<(typeof SUBMISSION_ENDPOINTS)[number], object> = {
  "/api/ideas": validIdea,
  "/api/investment-interests": {
    name: "Grace Grower",
    email: "grace@example.com",
    sectors: ["other"],
    investmentAmount: "$25,000+",
    termsAgreed: true,
  },
};

/** A valid body whose free-text field (idea / additionalInfo) is `size` characters long. */
function bodyWithText(url: (typeof SUBMISSION_ENDPOINTS)[number], size: number) {
  const field = url === "/api/ideas" ? "idea" : "additionalInfo";
  return JSON.stringify({ ...validBodies[url], [field]: "x".repeat(size) });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An error answer: the status, a JSON body with a message, and the security headers. */
function expectJsonError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  expectSecurityHeaders(response);
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toEqual(expect.any(String));
  expect(response.headers["x-powered-by"]).toBeUndefined();
  expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
}

describe.each(SUBMISSION_ENDPOINTS)("POST %s request bodies", (url) => {
  it("answers 400 JSON to malformed JSON", async () => {
    const response = await postJson(t.app, url, '{"name": "Ada", ');
    expectJsonError(response, 400);
  });

  it("answers 400 JSON to an empty JSON body", async () => {
    const response = await postJson(t.app, url, "");
    expectJsonError(response, 400);
  });

  it("answers 413 JSON to a body over 1 MiB", async () => {
    const payload = bodyWithText(url, ONE_MIB);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(ONE_MIB);
    const response = await postJson(t.app, url, payload);
    expectJsonError(response, 413);
  });

  it("reads a body just under 1 MiB (and validates it)", async () => {
    const payload = bodyWithText(url, ONE_MIB - 500);
    expect(Buffer.byteLength(payload)).toBeLessThan(ONE_MIB);
    const response = await postJson(t.app, url, payload);
    expectJsonError(response, 400);
  });

  it.each([
    ["text/plain", JSON.stringify(validIdea)],
    ["text/plain; charset=utf-8", JSON.stringify(validIdea)],
    ["application/x-www-form-urlencoded", "name=Ada+Farmer&email=ada%40example.com"],
    ["application/xml", "<idea/>"],
  ])("answers 415 JSON to a %s body", async (contentType, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": contentType },
      payload,
    });
    expectJsonError(response, 415);
  });

  // Only the idea form takes a file (its pitch deck, contract §17): there a multipart body is
  // read and validated like JSON; the interest form has no file and refuses it.
  it(`answers a multipart body with ${url === "/api/ideas" ? "400 (read and validated)" : "415"}`, async () => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--',
    });
    expectJsonError(response, url === "/api/ideas" ? 400 : 415);
  });

  it("accepts JSON with a charset parameter", async () => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(validBodies[url]),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/"],
    ["GET", "/api/ideas"],
    ["GET", "/api/ideas/1"],
    ["POST", "/api/nope"],
    ["PATCH", "/api/ideas/1"],
    ["DELETE", "/api/investment-interests/1"],
    ["GET", "/api/health/extra"],
  ] as const)("%s %s answers 404 JSON", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expectJsonError(response, 404);
  });

  it("answers 403 to a foreign write even where nothing exists", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/nope",
      headers: { origin: "https://evil.example" },
    });
    expectJsonError(response, 403);
  });
});

describe("headers on API answers", () => {
  it("sets the security headers on a success", async () => {
    const response = await postJson(t.app, "/api/ideas", validIdea);
    expect(response.statusCode).toBe(201);
    expectSecurityHeaders(response);
  });

  it("sets the security headers on a validation error", async () => {
    const response = await postJson(t.app, "/api/ideas", {});
    expectJsonError(response, 400);
  });

  it("sets the security headers on the health check", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it("never allows credentialed cross-origin reads", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("answers a CORS preflight without granting access", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/ideas",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});
