import { mayUse } from "@shared/schemas/staff-roles";
import { AllApiTokensCard, ApiTokensCard } from "~/features/api-tokens/api-tokens-card";
import { adminMeta } from "~/lib/admin-meta";
import { useSignedInAdmin } from "~/lib/admin-session";

export const meta = () => adminMeta("API tokens · Settings");

/** Everyone's own tokens; an admin also sees everyone's (contract §19). */
export default function ApiTokenSettings() {
  const admin = useSignedInAdmin();
  return (
    <div className="grid items-start gap-6">
      <ApiTokensCard />
      {mayUse(admin.role, "administration") ? <AllApiTokensCard /> : null}
    </div>
  );
}
