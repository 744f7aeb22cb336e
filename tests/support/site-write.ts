import type { HTTPMethods } from "fastify";

/** One write route of the app, with a request that succeeds from the site's own origin. */
export type Write = {
  method: HTTPMethods;
  /** The route as Fastify lists it (`:id` for a parameter). */
  route: string;
  url: () => string;
  body?: () => unknown;
  /** A multipart body with its content-type header, sent instead of JSON (an upload). */
  multipart?: () => { payload: Buffer; headers: Record<string, string> };
  /**
   * The whole `cookie` header to send instead of the shared admin's session: a session of its
   * own (logout spends it), or one with a pending sign-in's cookie beside it (a second step).
   */
  cookie?: () => Promise<string>;
  /** What the same request answers from the site's own origin. */
  success: number;
};
