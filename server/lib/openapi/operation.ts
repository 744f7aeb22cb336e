import type { FastifyInstance } from "fastify";
import type { z } from "zod";

/**
 * What a route says about itself in the OpenAPI document (contract §19), written beside its
 * handler and read back from Fastify's route table: the document is the routes' own account
 * of themselves, built from the zod schemas they validate with, so it cannot drift.
 */

/**
 * A success answer whose body is not JSON (a CSV file, an image: `binary`), or that has none
 * (204).
 */
export type OtherAnswer = {
  description: string;
  contentType?: string;
  schema?: z.ZodType;
  /** Bytes, not text (a PDF, an image). */
  binary?: true;
};

/** A `multipart/form-data` body: its text fields as a schema, and its file parts by name. */
export type MultipartBody = {
  fields?: z.ZodType;
  /** Each file part's name and what it holds. */
  files: Record<string, string>;
  /** The file parts that must be there (the others are optional). */
  required?: string[];
};

export type ApiOperation = {
  /** One line, as the reference lists it. */
  summary: string;
  description?: string;
  /** The group it is listed under (the feature, in words). */
  tag: string;
  /** The path's parameters; those it leaves out are documented as plain strings. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, the very schema the handler gives parseInput. */
  body?: z.ZodType;
  /** A multipart body, instead of JSON or besides it (an upload). */
  multipart?: MultipartBody;
  /** Success answers by status: the JSON body's schema, or another kind of answer. */
  responses: Record<number, z.ZodType | OtherAnswer>;
  /**
   * Failures the handler answers on purpose, by status, with what each means; their body is
   * the error shape. 400 (with params, query or a body), 401 and 403 (from the scope's guard)
   * and a default are added by the document itself.
   */
  errors?: Record<number, string>;
};

/** A route that is deliberately not an operation (the JSON 404 for unknown paths), and why. */
export type NotAnOperation = { notAnOperation: string };

/**
 * The API token scope a route needs (`read`, `write`), or null when only a signed-in session
 * reaches it. The rule is the sign-in check's own, handed in by whoever assembles the guarded
 * scopes: this library does not know the features' rules.
 */
export type TokenReach = (method: string, url: string) => string | null;

/** Who may call a route, set by the scope that guards it (documentAccess). */
export type RouteAccess = { roles: readonly string[]; tokenReach: TokenReach };

declare module "fastify" {
  interface FastifyContextConfig {
    operation?: ApiOperation | NotAnOperation;
    access?: RouteAccess;
  }
}

/** Route options that document the route: `app.get(path, documented({...}), handler)`. */
export function documented(operation: ApiOperation) {
  return { config: { operation } };
}

/** Route options for a route the document leaves out on purpose, with the reason. */
export function notAnOperation(reason: string) {
  return { config: { operation: { notAnOperation: reason } } };
}

/**
 * Documents what the scope's own guard enforces: every route registered in `scope` from now
 * on needs a session, or an API token where `tokenReach` lets one in, held by one of `roles`.
 * Called beside the onRequest hook that checks it.
 */
export function documentAccess(
  scope: FastifyInstance,
  roles: readonly string[],
  tokenReach: TokenReach,
) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: { roles, tokenReach } };
  });
}
