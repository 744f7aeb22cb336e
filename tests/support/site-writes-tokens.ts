import type { Write } from "./site-write";
import { JSON_HEADERS, TEST_PUBLIC_URL, type TestApp } from "./test-app";

/** The writes of contract §19's API tokens for the cross-origin test (site-writes.ts). */

/** Two of the admin's tokens: one to revoke as its owner, one as an admin. */
export async function prepareTokenTargets(testApp: TestApp, adminCookie: string) {
  const make = async (name: string) => {
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/me/tokens",
      headers: { ...JSON_HEADERS, cookie: adminCookie, origin: TEST_PUBLIC_URL },
      payload: JSON.stringify({ name, scope: "read" }),
    });
    if (created.statusCode !== 201) throw new Error(`token answered ${created.statusCode}`);
    return created.json().id as number;
  };
  return { own: await make("Revoked by its owner"), anyone: await make("Revoked by an admin") };
}
export type TokenTargets = Awaited<ReturnType<typeof prepareTokenTargets>>;

/** Making a token, revoking one's own, and an admin revoking anyone's. */
export function tokenWrites(ids: { tokens?: TokenTargets }): Write[] {
  const tokens = () => {
    if (!ids.tokens) throw new Error("prepareTokenTargets has not run");
    return ids.tokens;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/me/tokens",
      url: () => "/api/admin/me/tokens",
      body: () => ({ name: "Made by a forged request", scope: "write" }),
      success: 201,
    },
    {
      method: "DELETE",
      route: "/api/admin/me/tokens/:id",
      url: () => `/api/admin/me/tokens/${tokens().own}`,
      success: 204,
    },
    {
      method: "DELETE",
      route: "/api/admin/tokens/:id",
      url: () => `/api/admin/tokens/${tokens().anyone}`,
      success: 204,
    },
  ];
}
