import type { FastifyReply } from "fastify";

/** 429 while a username and IP are locked out (login-throttle.ts), with when to retry. */
export function tooManyAttempts(reply: FastifyReply, what: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return reply
    .code(429)
    .header("retry-after", retryAfterSeconds)
    .send({
      message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
}
