import { DEAL_LINK_DAYS } from "@shared/schemas/share-states";
import { and, eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { deckPages, decks, shares } from "../../server/db/schema";
import { newDealToken } from "../../server/features/shares/share-record";
import { submitIdeaWithDeck } from "./decks-api";
import { deckPdf } from "./pdf-fixtures";
import { statusIdea, statusInterest } from "./status-page";
import { postJson, type TestApp } from "./test-app";

/*
 * The deal link tests' world (contract §18): an idea and a backer as the public forms store
 * them, and a share between them whose founder has consented — its link made as consent makes
 * one, so these tests need neither the admin's proposal nor the status page's consent.
 */

export type DealWorld = {
  token: string;
  shareId: number;
  ideaId: number;
  interestId: number;
};

type DealSetup = {
  /** The idea form's fields. */
  idea?: Record<string, string>;
  /** The investment interest form's fields. */
  interest?: object;
  /** A deck of this many pages, made into page images before the share is returned. */
  deckPages?: number;
};

/** An idea (with a deck when asked), a backer, and a `sent` share with a working link. */
export async function sentShare(t: TestApp, setup: DealSetup = {}): Promise<DealWorld> {
  const idea = setup.idea ?? statusIdea();
  const submitted = setup.deckPages
    ? await submitIdeaWithDeck(
        t.app,
        { name: "Deck.pdf", bytes: Buffer.from(await deckPdf(setup.deckPages)) },
        idea,
      )
    : await postJson(t.app, "/api/ideas", idea);
  expect(submitted.statusCode, submitted.body).toBe(201);
  const ideaId = submitted.json().id as number;
  const backer = await postJson(
    t.app,
    "/api/investment-interests",
    setup.interest ?? statusInterest(),
  );
  expect(backer.statusCode, backer.body).toBe(201);
  const interestId = backer.json().id as number;
  if (setup.deckPages) await pagesMade(t, ideaId, setup.deckPages);

  return { ...(await sentShareOf(t, ideaId, interestId)), ideaId, interestId };
}

/** A `sent` share of the idea with the backer, its link made as the founder's consent makes one. */
export async function sentShareOf(t: TestApp, ideaId: number, interestId: number) {
  const { token, tokenHash } = newDealToken();
  const now = Date.now();
  const [share] = await t.database.db
    .insert(shares)
    .values({
      startupIdeaId: ideaId,
      investmentInterestId: interestId,
      state: "sent",
      teaser: "Irrigation that listens to the soil: sensors a farmer fits in an afternoon.",
      sectorMatch: true,
      consentedAt: new Date(now),
      sentAt: new Date(now),
      expiresAt: new Date(now + DEAL_LINK_DAYS * 24 * 3600 * 1000),
      tokenHash,
    })
    .returning({ id: shares.id });
  if (!share) throw new Error("the share was not stored");
  return { token, shareId: share.id };
}

/** Waits for the background worker to make the idea's deck pages. */
async function pagesMade(t: TestApp, ideaId: number, pages: number) {
  await vi.waitFor(
    async () => {
      await t.app.backgroundWork.runOnce();
      const made = await t.database.db
        .select({ page: deckPages.page })
        .from(deckPages)
        .innerJoin(decks, eq(decks.id, deckPages.deckId))
        .where(eq(decks.startupIdeaId, ideaId));
      expect(made).toHaveLength(pages);
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** The deck's own page image (as staff see it), to compare a backer's marked copy with. */
export async function plainDeckPage(t: TestApp, ideaId: number, page: number) {
  const [row] = await t.database.db
    .select({ image: deckPages.image })
    .from(deckPages)
    .innerJoin(decks, eq(decks.id, deckPages.deckId))
    .where(and(eq(decks.startupIdeaId, ideaId), eq(deckPages.page, page)));
  expect(row, `page ${page} of idea ${ideaId}`).toBeDefined();
  return row?.image as Buffer;
}
