import { TagsCard } from "~/features/tags/tags-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Tags · Settings");

/** Reviewers apply the tags; admins keep the list (contract §14). */
export default function TagSettings() {
  return <TagsCard />;
}
