import type { Write } from "./site-write";
import { JSON_HEADERS, TEST_PUBLIC_URL, type TestApp } from "./test-app";

/** The writes of contract §14's tags for the cross-origin test (site-writes.ts). */

/** A tag for the writes to rename, apply and delete. */
export async function prepareTagTargets(testApp: TestApp, adminCookie: string) {
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/tags",
    headers: { ...JSON_HEADERS, cookie: adminCookie, origin: TEST_PUBLIC_URL },
    payload: JSON.stringify({ name: "Target", colour: "blue" }),
  });
  if (created.statusCode !== 201) throw new Error(`tag answered ${created.statusCode}`);
  return { tag: created.json().id as number };
}
export type TagTargets = Awaited<ReturnType<typeof prepareTagTargets>>;

/** Managing a tag and applying it to both kinds; the tag is deleted last. */
export function tagWrites(ids: { idea: number; interest: number; tags?: TagTargets }): Write[] {
  const tag = () => {
    if (!ids.tags) throw new Error("prepareTagTargets has not run");
    return ids.tags.tag;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/tags",
      url: () => "/api/admin/tags",
      body: () => ({ name: "Planted by a forged request", colour: "red" }),
      success: 201,
    },
    {
      method: "PATCH",
      route: "/api/admin/tags/:id",
      url: () => `/api/admin/tags/${tag()}`,
      body: () => ({ name: "Renamed by a forged request" }),
      success: 200,
    },
    ...(["startup-ideas", "investment-interests"] as const).map(
      (kind): Write => ({
        method: "PUT",
        route: `/api/admin/${kind}/:id/tags`,
        url: () => `/api/admin/${kind}/${kind === "startup-ideas" ? ids.idea : ids.interest}/tags`,
        body: () => ({ tagIds: [tag()] }),
        success: 200,
      }),
    ),
    {
      method: "DELETE",
      route: "/api/admin/tags/:id",
      url: () => `/api/admin/tags/${tag()}`,
      success: 204,
    },
  ];
}
