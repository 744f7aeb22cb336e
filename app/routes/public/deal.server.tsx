import { loadDealPage } from "@server/features/shares/deal-page";
import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { Document } from "~/components/layout/document";
import { loadPublicFrame, PublicFrame } from "~/components/layout/public-frame";
import {
  DEAL_PAGE_HEADERS,
  DealPageContent,
  type DealPageData,
  dealPageMeta,
  dealPageStatus,
  loadDealPageIslands,
} from "~/features/shares/deal-page";
import { documentLinks } from "~/lib/document-links";
import { NonceProvider } from "~/lib/nonce";
import { type ClientEntry, IslandStarter } from "~/lib/page-scripts";

type Database = AppLoadContext["db"];

/** What a deal token opens, for the page (contract §18). */
export async function dealPageData(db: Database, token: string): Promise<DealPageData> {
  const page = await loadDealPage(db, token);
  if ("refusal" in page) return { view: null, token: "", refusal: page.refusal };
  return { view: page.view, token, refusal: null };
}

/** Every island the page may hold, loaded once: renderToString cannot wait for their code. */
let islandsLoaded: Promise<unknown> | undefined;

/**
 * A backer's deal page as the server sends it in production, rendered without React Router
 * (ADR 056): the link's one statement, then React's renderToString of the same document,
 * frame and content React Router renders for this route in development. React Router's
 * request pipeline cost three times the page itself (issue 36's budget: p99 < 50 ms).
 */
export async function renderDealDocument(input: {
  db: Database;
  token: string;
  nonce: string;
  contact: AppLoadContext["contact"];
  /** The build's client entry (the server build's `assets.entry`), which starts the islands. */
  entry: ClientEntry;
}): Promise<{ status: number; headers: Record<string, string>; html: string }> {
  const { nonce, contact } = input;
  islandsLoaded ??= Promise.all([loadPublicFrame(), loadDealPageIslands()]);
  const [data] = await Promise.all([dealPageData(input.db, input.token), islandsLoaded]);
  const head = (
    <>
      {dealPageMeta(data).map((tag) =>
        "title" in tag ? (
          <title key="title">{tag.title}</title>
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
      {documentLinks.map((link) => (
        <link key={link.href} nonce={nonce} {...link} />
      ))}
    </>
  );
  const html = renderToString(
    <NonceProvider value={nonce}>
      <Document
        nonce={nonce}
        head={head}
        scripts={<IslandStarter nonce={nonce} entry={input.entry} />}
      >
        <PublicFrame contactEmail={contact.email}>
          <DealPageContent data={data} contactEmail={contact.email} />
        </PublicFrame>
      </Document>
    </NonceProvider>,
  );
  return {
    status: dealPageStatus(data),
    headers: DEAL_PAGE_HEADERS,
    html: `<!DOCTYPE html>${html}`,
  };
}
