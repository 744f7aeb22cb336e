import { eq } from "drizzle-orm";
import { shares } from "../../server/db/schema";
import { sentShareOf } from "./deal-links";
import { proposedShares, registeredBacker, TEASER } from "./founder-shares";
import type { Write } from "./site-write";
import { statusIdea, submittedWithToken } from "./status-page";
import type { TestApp } from "./test-app";

/**
 * The writes of contract §18 for the cross-origin test (site-writes.ts): an idea of its own with
 * a status link, one share awaiting the founder's consent, one whose backer asked for an
 * introduction (the founder's answer), one both said yes to (staff introduce), one to revoke, a
 * backer not yet proposed to, and a sent share's deal link (the backer's views and answer).
 */

export type ShareTargets = Awaited<ReturnType<typeof prepareShareTargets>>;

export async function prepareShareTargets(testApp: TestApp) {
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
  const agreed = await registeredBacker(testApp, { name: "Yves Yes", email: "yves@example.net" });
  const revoked = await registeredBacker(testApp, {
    name: "Rae Revoked",
    email: "rae@example.net",
  });
  const fresh = await registeredBacker(testApp, { name: "Nell New", email: "nell@example.net" });
  const viewing = await registeredBacker(testApp, { name: "Vic Viewer", email: "vic@example.net" });
  const [, wished, both, toRevoke] = await proposedShares(testApp, record.id, [
    awaiting,
    asking,
    agreed,
    revoked,
  ]);
  if (!wished || !both || !toRevoke) throw new Error("the shares were not proposed");
  await testApp.database.db
    .update(shares)
    .set({ state: "sent", response: "interested" })
    .where(eq(shares.id, wished.id));
  await testApp.database.db
    .update(shares)
    .set({ state: "sent", response: "interested", introductionDecision: "accept" })
    .where(eq(shares.id, both.id));
  const deal = await sentShareOf(testApp, record.id, viewing);
  return {
    statusToken: token,
    ideaId: record.id,
    introductionShare: wished.id,
    agreedShare: both.id,
    revokedShare: toRevoke.id,
    freshBacker: fresh,
    dealToken: deal.token,
  };
}

export function shareWrites(ids: { shares?: ShareTargets }): Write[] {
  const targets = () => {
    if (!ids.shares) throw new Error("prepareShareTargets has not run");
    return ids.shares;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/startup-ideas/:id/shares",
      url: () => `/api/admin/startup-ideas/${targets().ideaId}/shares`,
      body: () => ({ interestIds: [targets().freshBacker], teaser: TEASER }),
      success: 201,
    },
    {
      method: "POST",
      route: "/api/admin/shares/:id/revoke",
      url: () => `/api/admin/shares/${targets().revokedShare}/revoke`,
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/shares/:id/introduce",
      url: () => `/api/admin/shares/${targets().agreedShare}/introduce`,
      body: () => ({ note: "Two people who should talk." }),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/deal/:token/views",
      url: () => `/api/deal/${targets().dealToken}/views`,
      body: () => ({ page: 1, seconds: 3 }),
      success: 204,
    },
    {
      method: "POST",
      route: "/api/deal/:token/response",
      url: () => `/api/deal/${targets().dealToken}/response`,
      body: () => ({ response: "interested" }),
      success: 200,
    },
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
