import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { perspectivePath } from "~/features/perspectives-admin/api";
import { PerspectiveEditorPage } from "~/features/perspectives-admin/perspective-editor-page";
import { adminMeta } from "~/lib/admin-meta";
import { drawnOnClient, drawnOnServer } from "~/lib/drawn-on-server";
import type { Route } from "./+types/perspective-editor";

export const loader = drawnOnServer<PerspectiveRecord, { id: string }>(({ id }) =>
  perspectivePath(id),
);
export const clientLoader = drawnOnClient;

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id === "new" ? "New Perspective" : "Edit Perspective");

export default function AdminPerspectiveEditor({ params, loaderData }: Route.ComponentProps) {
  return <PerspectiveEditorPage id={params.id} drawn={loaderData.drawn} />;
}
