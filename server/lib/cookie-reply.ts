import type { CookieSerializeOptions } from "@fastify/cookie";

/**
 * What setting and clearing a cookie needs of a reply: Fastify's, whatever its server's type
 * (the API's routes and the pages' load context have differently typed replies).
 */
export type CookieReply = {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
};
