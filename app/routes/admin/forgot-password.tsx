import { ForgotPasswordPage } from "~/features/password-reset/forgot-password-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Forgot your password?");

export default function AdminForgotPassword() {
  return <ForgotPasswordPage />;
}
