import { Braces, Users } from "lucide-react";
import { AdminCard } from "~/components/admin/card";
import { staffName } from "~/lib/staff-name";
import { useAllApiTokens, useOwnApiTokens, useRevokeApiToken } from "./api";
import { ApiTokenList } from "./api-token-list";
import { CreateTokenDialog } from "./create-token-dialog";

/** Settings → API tokens (contract §19): one's own tokens, to make and revoke. */
export function ApiTokensCard() {
  const tokens = useOwnApiTokens();
  const revoke = useRevokeApiToken("own");
  return (
    <AdminCard
      headingId="api-tokens"
      title="Your API tokens"
      description="For tools that read or change the studio's data for you (a CRM, a spreadsheet). Each works as your account with your role as it is at the time."
      icon={Braces}
      action={<CreateTokenDialog />}
    >
      <ApiTokenList
        query={tokens}
        revoke={revoke}
        label="Your API tokens"
        empty="Make one for each tool, so you can revoke one without stopping the others."
        revokeDescription={() =>
          "Whatever uses it stops working at once. This cannot be undone: you would make a new token."
        }
      />
    </AdminCard>
  );
}

/** Everyone's tokens (admins): who has which, and revoking any of them. */
export function AllApiTokensCard() {
  const tokens = useAllApiTokens();
  const revoke = useRevokeApiToken("any");
  return (
    <AdminCard
      headingId="all-api-tokens"
      title="Everyone's API tokens"
      description="Every staff member's tokens. Revoke one that should no longer work, for example after someone leaves a project."
      icon={Users}
    >
      <ApiTokenList
        query={tokens}
        revoke={revoke}
        label="Everyone's API tokens"
        empty="Nobody has made one."
        revokeDescription={(token) =>
          `Whatever uses ${staffName(token.owner)}'s token stops working at once. They can make a new one.`
        }
      />
    </AdminCard>
  );
}
