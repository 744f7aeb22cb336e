import { site } from "@shared/config/site";
import type { ReactNode } from "react";
import { useContact } from "~/lib/use-contact";

/** One part of a legal page: its anchor id, its h2 and its text. */
export type LegalSection = {
  id: string;
  title: string;
  content: ReactNode;
};

type LegalPageProps = {
  /** The page's only h1. */
  title: string;
  /** Lead text shown above the sections. */
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** Show an "On this page" list of in-page links to the sections. */
  tableOfContents?: boolean;
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "May 1, 2025" → "2025-05-01"; anything else → undefined. (No date library on public pages.) */
export function isoDateOf(text: string) {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? "") + 1 : 0;
  if (!match || month === 0) return undefined;
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// The config holds the date as it is shown ("May 1, 2025"); <time> also wants it machine-readable.
const lastUpdatedIso = isoDateOf(site.legalLastUpdated);

/** The shared shell of the privacy policy, the terms of service and the accessibility statement. */
export function LegalPage({ title, intro, sections, tableOfContents = false }: LegalPageProps) {
  return (
    <article>
      <header className="border-b border-forest-900/10 bg-forest-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-wheat-700 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-semibold text-forest-950 sm:text-5xl">{title}</h1>
          <p className="mt-4 text-ink-muted">
            Last Updated: <time dateTime={lastUpdatedIso}>{site.legalLastUpdated}</time>
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="prose-site">
          {intro ? <div className="text-lg">{intro}</div> : null}

          {tableOfContents ? (
            <nav
              aria-labelledby="legal-contents-title"
              className="my-8 rounded-xl border border-forest-900/10 bg-white p-5 sm:p-6"
            >
              <p id="legal-contents-title" className="mb-2 font-semibold text-forest-900">
                On this page
              </p>
              <ol className="mb-0 sm:columns-2 sm:gap-8">
                {sections.map((section) => (
                  <li key={section.id} className="my-0 break-inside-avoid py-1">
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}

          {sections.map((section) => (
            <section key={section.id} id={section.id}>
              <h2>{section.title}</h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

/** A `tel:` address for a phone number as people write it, e.g. "(231) 555-0142". */
export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, "");
  // A bare ten-digit number is a North American one.
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** The company's contact details as configured on the server, for the "Contact us" sections. */
export function LegalContactDetails() {
  const contact = useContact();
  return (
    <address className="not-italic">
      <ul>
        <li>
          <strong>{site.name}</strong>, {site.address}
        </li>
        <li>
          E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
        </li>
        <li>Office hours: {site.officeHours}</li>
      </ul>
    </address>
  );
}
