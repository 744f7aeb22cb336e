import { OutboxPage } from "~/features/mail/outbox-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Outbox");

export default function OutboxRoute() {
  return <OutboxPage />;
}
