import { personQuery } from "@shared/schemas/personal-data";
import { ShieldCheck, UserX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { usePerson } from "./api";
import { PersonRecords } from "./person-records";
import { PersonSearchForm } from "./person-search-form";

/**
 * People (contract §12; admins only): everything held for one e-mail address, to answer a
 * person who asks to see their data or to have it erased.
 */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("email") ?? "";
  const parsed = personQuery.safeParse({ email: requested });
  const email = parsed.success ? parsed.data.email : undefined;
  const person = usePerson(email);
  // After an erasure the empty state takes the focus the closed dialog leaves behind.
  const [erasedEmail, setErasedEmail] = useState<string>();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="People"
        subtitle="Everything held for one e-mail address: see it, download it, erase it"
      />
      <PersonSearchForm
        email={requested}
        // A new history entry for each look-up, so Back returns to the previous one.
        onSearch={(next) => setParams({ email: next })}
      />
      {email ? (
        <QueryView
          query={person}
          loading={`Looking up ${email}`}
          errorTitle="Error looking up this address"
          isEmpty={(data) =>
            data.startupIdeas.length === 0 && data.investmentInterests.length === 0
          }
          empty={<NothingHeld email={email} takeFocus={erasedEmail === email} />}
        >
          {(data) => <PersonRecords person={data} onErased={() => setErasedEmail(email)} />}
        </QueryView>
      ) : (
        <AdminCard headingId="people-intro" body="flush">
          <EmptyState
            icon={ShieldCheck}
            title="Answer a request about personal data"
            heading={{ id: "people-intro" }}
          >
            Look up the address a person wrote from to see every startup idea and investment
            interest sent with it. From there you can download all of it, with notes, comments and
            activity, as one JSON file, or erase it for good.
          </EmptyState>
        </AdminCard>
      )}
    </div>
  );
}

function NothingHeld({ email, takeFocus }: { email: string; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <AdminCard headingId="nothing-held" body="flush">
      <EmptyState
        icon={UserX}
        title={`Nothing is held for ${email}`}
        heading={{ id: "nothing-held", ref: heading }}
      >
        No startup idea or investment interest was sent from this address, in any letter case.
      </EmptyState>
    </AdminCard>
  );
}
