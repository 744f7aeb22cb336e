import { TemplatesCard } from "~/features/messages/templates-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Message templates · Settings");

/** Reviewers use the templates when they write; admins keep them (contract §13). */
export default function TemplateSettings() {
  return <TemplatesCard />;
}
