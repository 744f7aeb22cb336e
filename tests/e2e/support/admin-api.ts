import { inject } from "vitest";
import { baseUrl } from "./browser";

/** Signs the e2e admin in through the API and returns the session's `cookie` header value. */
export async function apiSession(): Promise<string> {
  const response = await fetch(new URL("/api/admin/login", baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: inject("e2eAdminPassword") }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("rs_session="))
    ?.split(";")[0];
  if (response.status !== 200 || !cookie) {
    throw new Error(`API login answered ${response.status}: ${await response.text()}`);
  }
  return cookie;
}

/** An admin API call with a session (a JSON body when one is given). */
export function adminApi(cookie: string, method: string, path: string, body?: unknown) {
  return fetch(new URL(path, baseUrl()), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
