import { AcceptInvitePage } from "~/features/staff/accept-invite-page";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/invite";

export const meta = () => adminMeta("Set your password");

export default function AdminInvite({ params }: Route.ComponentProps) {
  return <AcceptInvitePage token={params.token} />;
}
