import { API_TOKEN_MESSAGES, type ApiTokenScope } from "@shared/schemas/api-tokens";

/**
 * What an API token never reaches, whatever its scope and its owner's role (contract §19):
 * the routes that manage signing in itself, by prefix under /api/admin (a prefix covers its
 * sub-paths, segment by segment: "/me" is not "/media"). With any of them a stolen token
 * could make itself a stronger credential — another token, a session, an account — or lock
 * its owner out. The one list: the sign-in check reads it, ADR 047 explains it, and the
 * route-table walk (token-reach.api.test.ts) proves it on every route.
 */
export const OUT_OF_TOKEN_REACH: readonly {
  prefix: string;
  /** Only these methods; every method when left out. */
  methods?: readonly string[];
  why: string;
}[] = [
  { prefix: "/me/tokens", why: "tokens: a token cannot make, list or revoke tokens" },
  { prefix: "/tokens", why: "tokens: everyone's (admins)" },
  { prefix: "/staff", why: "staff: accounts, roles, invitation links, their sessions" },
  { prefix: "/me/sessions", why: "sessions: listing or ending them" },
  { prefix: "/logout", why: "sessions: a token has none to end" },
  { prefix: "/me/totp", why: "second factors: the authenticator app" },
  { prefix: "/me/recovery-codes", why: "second factors: recovery codes" },
  { prefix: "/me/passkeys", why: "second factors: passkeys" },
  { prefix: "/change-password", why: "passwords" },
  {
    prefix: "/me",
    methods: ["PATCH"],
    why: "passwords: the account's e-mail address is where a password reset link goes",
  },
  { prefix: "/settings/security", why: "security settings: who must have a second factor" },
];

/** Methods a `read` token may use. Fastify answers HEAD with the GET route. */
const READ_METHODS = new Set(["GET", "HEAD"]);

function covers(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The scope a token needs for this route — `read` for GET, `write` for the rest — or null
 * when no token reaches it, whatever its scope. The sign-in check and the OpenAPI document's
 * `security` (server/api/admin-api.ts gives it to documentAccess) both read it.
 */
export function tokenScopeNeeded(method: string, routeUrl: string): ApiTokenScope | null {
  const path = routeUrl.replace(/^\/api\/admin(?=\/|$)/, "");
  const outOfReach = OUT_OF_TOKEN_REACH.some(
    (entry) => covers(entry.prefix, path) && (!entry.methods || entry.methods.includes(method)),
  );
  if (outOfReach) return null;
  return READ_METHODS.has(method) ? "read" : "write";
}

/**
 * Why a token of `scope` may not make this request, or null when it may (the owner's role
 * is checked after, by the area's hook, as for a session). Matched on the registered route,
 * not the raw path, so a path cannot be dressed up (`//staff`, `%73taff`) to slip through.
 */
export function tokenRefusal(
  method: string,
  routeUrl: string | undefined,
  scope: ApiTokenScope,
): string | null {
  const needed = routeUrl === undefined ? null : tokenScopeNeeded(method, routeUrl);
  if (needed === null) return API_TOKEN_MESSAGES.outOfReach;
  if (needed === "write" && scope === "read") return API_TOKEN_MESSAGES.readOnly;
  return null;
}
