import { personQuery } from "@shared/schemas/personal-data";
import { ShieldCheck, UserX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { usePerson } from "./api";
import { PersonRecords } from "./person-records";
import { PersonSearchForm } from "./person-search-form";

const panelClass =
  "flex flex-col items-center gap-2 rounded-2xl border border-forest-900/10 bg-white px-6 py-10 text-center shadow-sm";

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
        <section aria-labelledby="people-intro" className={panelClass}>
          <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <h2 id="people-intro" className="mt-2 text-lg font-semibold text-forest-950">
            Answer a request about personal data
          </h2>
          <p className="max-w-prose text-ink-muted">
            Look up the address a person wrote from to see every startup idea and investment
            interest sent with it. From there you can download all of it, with notes, comments and
            activity, as one JSON file, or erase it for good.
          </p>
        </section>
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
    <section aria-labelledby="nothing-held" className={panelClass}>
      <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <UserX aria-hidden className="size-6" />
      </span>
      <h2
        id="nothing-held"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-lg font-semibold break-all text-forest-950 outline-none"
      >
        Nothing is held for {email}
      </h2>
      <p className="max-w-prose text-ink-muted">
        No startup idea or investment interest was sent from this address, in any letter case.
      </p>
    </section>
  );
}
