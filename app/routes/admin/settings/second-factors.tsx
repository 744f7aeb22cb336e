import { AuthenticatorCard } from "~/features/second-factor/authenticator-card";
import { PasskeysCard } from "~/features/second-factor/passkeys-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Second factors · Settings");

export default function SecondFactorSettings() {
  return (
    <>
      <AuthenticatorCard />
      <PasskeysCard />
    </>
  );
}
