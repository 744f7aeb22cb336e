import fp from "fastify-plugin";
import { type FieldError, ValidationError } from "../lib/errors";

const NUL = "\u0000";

/** What a refused field is told; the character cannot be typed, only sent on purpose. */
export const NUL_MESSAGE = "Text must not contain the NUL character (U+0000)";

/** Parsed JSON is made of plain objects (and arrays); nothing else is walked. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Where `value` holds a NUL character: the paths of the strings (and object keys) that
 * contain one, written as validation errors write them ("name", "sectors.0"). Only
 * strings, arrays and plain objects are looked into: a body the pages' catch-all route
 * leaves unread is a stream, whose socket and server must not be walked. Walked without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, ""]];
  const join = (parent: string, key: string | number) =>
    parent === "" ? String(key) : `${parent}.${key}`;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes(NUL)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, join(path, index)]);
      });
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) found.push(join(path, key.replaceAll(NUL, "\\u0000")));
        else pending.push([item, join(path, key)]);
      }
    }
  }
  return found.sort();
}

/**
 * Refuses (400, the fields named) every request whose path parameters, query or body
 * carry U+0000. PostgreSQL text cannot store that character: a query carrying one fails,
 * which would otherwise surface as a 500 (or, in a streamed CSV export, as a cut-off
 * download). No form can type it, so it is refused rather than silently removed.
 * One hook for every route — API and pages, present and future — at preValidation:
 * after the admin session check (an anonymous caller still gets its 401), before any
 * handler or loader reads the input.
 */
export const refuseNul = fp(async (app) => {
  app.addHook("preValidation", async (request) => {
    const paths = [
      // Copied: the router and the query parser make objects of their own prototypes.
      ...nulPaths({ ...(request.params as object) }),
      ...nulPaths({ ...(request.query as object) }),
      ...nulPaths(request.body),
    ];
    if (paths.length === 0) return;
    throw new ValidationError(
      [...new Set(paths)].map((path): FieldError => ({ path, message: NUL_MESSAGE })),
    );
  });
});
