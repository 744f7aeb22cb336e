import type { StaffRole } from "@shared/schemas/staff-roles";
import type { HTTPMethods } from "fastify";
import { beforeAll } from "vitest";
import { signedInStaff } from "./admin-session";
import { perspectiveAdminApi } from "./perspective-admin-api";

/**
 * The perspectives admin API as the revisions and two-editors tests drive it: the signed-in
 * admin, a second editor and a reviewer (each with their own session), and If-Match.
 */
export function revisionsTestApi() {
  const admin = perspectiveAdminApi();
  const cookies = {} as Record<"editor" | "reviewer", string>;
  const accounts = {} as Record<"editor" | "reviewer", { id: number; username: string }>;

  beforeAll(async () => {
    for (const role of ["editor", "reviewer"] as const satisfies StaffRole[]) {
      const { account, cookie } = await signedInStaff(admin.api.t, role);
      cookies[role] = cookie;
      accounts[role] = account;
    }
  });

  /** A request as `as` ("admin" by default), with an If-Match header when given. */
  const call = (
    method: HTTPMethods,
    url: string,
    options: { body?: unknown; ifMatch?: string; as?: "admin" | "editor" | "reviewer" } = {},
  ) => {
    const cookie =
      options.as && options.as !== "admin" ? cookies[options.as] : admin.api.adminCookie;
    return admin.api.t.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.ifMatch === undefined ? {} : { "if-match": options.ifMatch }),
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  const base = (id: number) => `/api/admin/perspectives/${id}`;
  return {
    ...admin,
    accounts,
    db: () => admin.api.t.database.db,
    patch: (id: number, body: unknown, options: Parameters<typeof call>[2] = {}) =>
      call("PATCH", base(id), { ...options, body }),
    revisions: (id: number, as?: "admin" | "editor" | "reviewer") =>
      call("GET", `${base(id)}/revisions`, { as }),
    revision: (id: number, rid: number, as?: "admin" | "editor" | "reviewer") =>
      call("GET", `${base(id)}/revisions/${rid}`, { as }),
    restore: (id: number, rid: number, options: Parameters<typeof call>[2] = {}) =>
      call("POST", `${base(id)}/revisions/${rid}/restore`, options),
  };
}
