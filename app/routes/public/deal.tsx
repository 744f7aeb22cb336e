import { data } from "react-router";
import {
  DEAL_PAGE_HEADERS,
  DealPageContent,
  dealPageMeta,
  dealPageStatus,
} from "~/features/shares/deal-page";
import { useContact } from "~/lib/use-contact";
import type { Route } from "./+types/deal";
import { dealPageData } from "./deal.server";

/**
 * A backer's private deal page (contract §18) as React Router renders it: in development.
 * In production the server answers /deal itself with the same document (./deal.server.tsx,
 * ADR 056), without React Router's request pipeline.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await dealPageData(context.db, params.token);
  return data(page, { status: dealPageStatus(page), headers: DEAL_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => dealPageMeta(loaderData);

export default function DealPage({ loaderData }: Route.ComponentProps) {
  const contact = useContact();
  return <DealPageContent data={loaderData} contactEmail={contact.email} />;
}
