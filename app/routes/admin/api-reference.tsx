import { ApiReferencePage } from "~/features/api-reference/api-reference-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("API");

export default function ApiReferenceRoute() {
  return <ApiReferencePage />;
}
