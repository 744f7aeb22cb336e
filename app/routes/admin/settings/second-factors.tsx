import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { AuthenticatorCard } from "~/features/second-factor/authenticator-card";
import { PasskeysCard } from "~/features/second-factor/passkeys-card";
import { pathAfterSetup } from "~/features/second-factor/path-after-setup";
import { SecondFactorSetup } from "~/features/second-factor/second-factor-setup";
import { adminMeta } from "~/lib/admin-meta";
import { useSignedInAdmin } from "~/lib/admin-session";

export const meta = () => adminMeta("Second factors · Settings");

/**
 * The account's second factors; the setup itself while its role requires one and it has none.
 * Once one is set up, the screen the person asked for before (the guarded layout kept it).
 */
export default function SecondFactorSettings() {
  const setupRequired = useSignedInAdmin().secondFactor?.setupRequired === true;
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = setupRequired ? null : pathAfterSetup(search);
  useEffect(() => {
    if (asked) void navigate(asked, { replace: true });
  }, [asked, navigate]);
  if (setupRequired) return <SecondFactorSetup />;
  return (
    <>
      <AuthenticatorCard />
      <PasskeysCard />
    </>
  );
}
