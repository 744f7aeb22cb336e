import { RequireSecondFactorCard } from "~/features/second-factor/require-second-factor-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Sign-in policy · Settings");

/** Which roles must have a second factor is the studio's rule (contract §16). */
export default function SignInPolicySettings() {
  return <RequireSecondFactorCard />;
}
