import { WebhooksCard } from "~/features/webhooks/webhooks-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Webhooks · Settings");

/** Where other tools hear from the product (contract §19); the studio's, so admins only. */
export default function WebhookSettings() {
  return <WebhooksCard />;
}
