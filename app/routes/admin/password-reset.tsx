import { ResetPasswordPage } from "~/features/password-reset/reset-password-page";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/password-reset";

export const meta = () => adminMeta("Choose a new password");

export default function AdminPasswordReset({ params }: Route.ComponentProps) {
  return <ResetPasswordPage token={params.token} />;
}
