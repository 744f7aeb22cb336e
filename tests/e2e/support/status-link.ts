import { expect } from "vitest";
import type { connectDatabase } from "./database";

type Query = ReturnType<typeof connectDatabase>;
const STATUS_LINK = /\/status\/([\w-]{43})/;

/** The token of the status link in the acknowledgement mailed to `email`, once it is queued. */
export async function statusTokenFor(query: Query, email: string): Promise<string> {
  const acknowledgement = async () =>
    (
      await query<{ text_body: string }>("select text_body from mail_outbox where recipient = $1", [
        email,
      ])
    )[0]?.text_body ?? "";
  await expect.poll(acknowledgement, { timeout: 15_000 }).toMatch(STATUS_LINK);
  const token = (await acknowledgement()).match(STATUS_LINK)?.[1];
  if (!token) throw new Error("no status link in the acknowledgement");
  return token;
}
