import { API_TOKEN_SCOPE_LABELS } from "@shared/schemas/api-token-texts";
import { Braces, Plus, Users } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { Button } from "~/components/ui/button";
import { staffName } from "~/lib/staff-name";
import { useAllApiTokens, useCreateApiToken, useOwnApiTokens, useRevokeApiToken } from "./api";
import { ApiTokenList } from "./api-token-list";
import { CreateTokenDialog } from "./create-token-dialog";

/** Settings → API tokens (contract §19): one's own tokens, to make and revoke. */
export function ApiTokensCard() {
  const tokens = useOwnApiTokens();
  const revoke = useRevokeApiToken("own");
  const create = useCreateApiToken();
  const [creating, setCreating] = useState(false);
  return (
    <AdminCard
      headingId="api-tokens"
      title="Your API tokens"
      description="For tools that read or change the studio's data for you (a CRM, a spreadsheet). Each works as your account with your role as it is at the time."
      icon={Braces}
      action={
        <>
          <Button size="sm" onClick={() => setCreating(true)} {...CreateTokenDialog.intent}>
            <Plus aria-hidden className="size-4" />
            New token
          </Button>
          <CreateTokenDialog
            open={creating}
            onOpenChange={setCreating}
            create={create}
            scopeLabels={API_TOKEN_SCOPE_LABELS}
          />
        </>
      }
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
