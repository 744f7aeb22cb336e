import { PerspectiveEditorPage } from "~/features/perspectives-admin/perspective-editor-page";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/perspective-editor";

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id === "new" ? "New Perspective" : "Edit Perspective");

export default function AdminPerspectiveEditor({ params }: Route.ComponentProps) {
  return <PerspectiveEditorPage id={params.id} />;
}
