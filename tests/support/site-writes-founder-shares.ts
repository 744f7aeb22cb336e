import { eq } from "drizzle-orm";
import { shares } from "../../server/db/schema";
import { proposedShares, registeredBacker } from "./founder-shares";
import type { Write } from "./site-write";
import { statusIdea, submittedWithToken } from "./status-page";
import type { TestApp } from "./test-app";

/**
 * The founder's writes of contract §18 (their consent, their answer to an introduction) for the
 * cross-origin test (site-writes.ts): an idea of its own with a status link, one share awaiting
 * the founder's consent and one whose backer asked for an introduction.
 */

export type FounderShareTargets = Awaited<ReturnType<typeof prepareFounderShareTargets>>;

export async function prepareFounderShareTargets(testApp: TestApp) {
  const { record, token } = await submittedWithToken(
    testApp,
    "startup-ideas",
    statusIdea("Frida Founder", "frida@example.com"),
  );
  const awaiting = await registeredBacker(testApp, {
    name: "Ada Awaiting",
    email: "ada@example.net",
  });
  const asking = await registeredBacker(testApp, { name: "Ian Asking", email: "ian@example.net" });
  const [, wished] = await proposedShares(testApp, record.id, [awaiting, asking]);
  if (!wished) throw new Error("the shares were not proposed");
  await testApp.database.db
    .update(shares)
    .set({ state: "sent", response: "interested" })
    .where(eq(shares.id, wished.id));
  return { statusToken: token, introductionShare: wished.id };
}

export function founderShareWrites(ids: { founderShares?: FounderShareTargets }): Write[] {
  const targets = () => {
    if (!ids.founderShares) throw new Error("prepareFounderShareTargets has not run");
    return ids.founderShares;
  };
  return [
    {
      method: "POST",
      route: "/api/status/:token/shares/consent",
      url: () => `/api/status/${targets().statusToken}/shares/consent`,
      body: () => ({ decision: "share" }),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/status/:token/shares/:shareId/introduction",
      url: () =>
        `/api/status/${targets().statusToken}/shares/${targets().introductionShare}/introduction`,
      body: () => ({ decision: "decline" }),
      success: 200,
    },
  ];
}
