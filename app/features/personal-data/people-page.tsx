import { ShieldCheck, UserX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";
import { drawnWith, loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { usePerson } from "./api";
import { PersonRecords } from "./person-records";
import { type PersonSearchProps, PersonSearchView } from "./person-search-view";

/**
 * The look-up's form: its form library and the address's check load when it is first used (ADR
 * 052); until then the same form is drawn without them, and a look-up sent meanwhile is sent
 * by the real form, with its check.
 */
const PersonSearch = loadOnFirstUse(
  () =>
    import("./person-search-form").then((module) =>
      drawnWith(module.PersonSearchForm, PersonSearchView),
    ),
  function PersonSearchStandIn({ email }: PersonSearchProps) {
    // Keyed by the address, so that Back and Forward redraw the box with the URL's.
    return <PersonSearchView key={email} emailProps={{ name: "email", defaultValue: email }} />;
  },
);

/**
 * People (contract §12; admins only): everything held for one e-mail address, to answer a
 * person who asks to see their data or to have it erased.
 */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("email") ?? "";
  // The server checks the address (a malformed one is its 400, shown as the look-up's error).
  const email = requested.trim() || undefined;
  const person = usePerson(email);
  // After an erasure the empty state takes the focus the closed dialog leaves behind.
  const [erasedEmail, setErasedEmail] = useState<string>();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="People"
        subtitle="Everything held for one e-mail address: see it, download it, erase it"
      />
      <PersonSearch
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
