import {
  AMOUNT_FILTER_VALUES,
  SECTOR_FILTER_VALUES,
  type SUBMISSION_SORT_FIELDS,
} from "@shared/schemas/admin-lists";
import {
  amountsInBracket,
  INDUSTRIES,
  INVESTMENT_AMOUNTS,
} from "@shared/schemas/investment-interest";
import { SECTOR_FILTERS, STARTUP_SECTORS } from "@shared/schemas/startup-idea";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-status";
import type { Database } from "../../server/db/client";
import { investmentInterests, startupIdeas } from "../../server/db/schema";

/**
 * Submissions for the admin API tests, written straight to the database with chosen
 * dates and statuses, and what the API should answer for them: both kinds share one
 * shape here, as they share one implementation on the server.
 */

export type SeedRow = {
  name: string;
  email: string;
  /** The idea (ideas) or the additional information (interests, may be null). */
  text: string | null;
  status: SubmissionStatus;
  /** The stored value the list's own filter looks at: a sector label or an amount. */
  choice: string;
  createdAt: Date;
  phone?: string | null;
  notes?: string | null;
  /** Interests only: industry codes. */
  sectors?: string[];
  /** When the status last changed (contract §14); the creation time when left out. */
  statusChangedAt?: Date;
};

export type SeededRow = SeedRow & { id: number };

export type SubmissionKind = {
  /** Path segment under /api/admin and /api/admin/export. */
  path: "startup-ideas" | "investment-interests";
  /** The name of the list's own filter in `filter`. */
  choiceFilter: "sector" | "investmentAmount";
  /** Every value that filter takes, with the stored values it matches. */
  choiceFilterValues: [filterValue: string, storedValues: string[]][];
  /** Stored values to spread over seeded rows. */
  storedChoices: readonly string[];
  insert(db: Database, rows: SeedRow[]): Promise<SeededRow[]>;
  /** The CSV record the export writes for a row, keyed by header. */
  expectedCsv(row: SeededRow): Record<string, string>;
  /** The export's header row. */
  csvHeader: string;
  /** The keys of a list row (a summary: no long texts, no notes). */
  summaryKeys: string[];
  /** The keys of a detail, sorted. */
  recordKeys: string[];
};

/** What the export does to a cell that a spreadsheet would run as a formula. */
const guarded = (value: string | null | undefined) =>
  value ? (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) : "";

const commonCsv = (row: SeededRow) => ({
  ID: String(row.id),
  Name: guarded(row.name),
  Email: guarded(row.email),
  Phone: guarded(row.phone),
  Status: row.status,
  Tags: "",
  Notes: guarded(row.notes),
  "Submitted At": row.createdAt.toISOString(),
  "Updated At": row.createdAt.toISOString(),
  Score: "",
  Reviews: "0",
});

export const STARTUP_IDEAS: SubmissionKind = {
  path: "startup-ideas",
  choiceFilter: "sector",
  choiceFilterValues: SECTOR_FILTER_VALUES.map((value) => [value, [SECTOR_FILTERS[value]]]),
  storedChoices: STARTUP_SECTORS,
  async insert(db, rows) {
    const inserted = await db
      .insert(startupIdeas)
      .values(
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone ?? null,
          idea: row.text ?? "An idea with nothing special in it",
          sector: row.choice,
          stage: "Prototype/MVP",
          status: row.status,
          notes: row.notes ?? null,
          statusChangedAt: row.statusChangedAt ?? row.createdAt,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        })),
      )
      .returning({ id: startupIdeas.id });
    return rows.map((row, index) => ({ ...row, id: inserted[index]?.id ?? 0 }));
  },
  expectedCsv: (row) => ({
    ...commonCsv(row),
    Sector: row.choice,
    Stage: "Prototype/MVP",
    Idea: guarded(row.text ?? "An idea with nothing special in it"),
    Deck: "no",
  }),
  csvHeader:
    "ID,Name,Email,Phone,Sector,Stage,Idea,Status,Tags,Deck,Notes,Submitted At,Updated At,Score,Reviews",
  summaryKeys: [
    "assigneeId",
    "createdAt",
    "email",
    "hasDeck",
    "id",
    "name",
    "reviewCount",
    "score",
    "sector",
    "stage",
    "status",
    "statusChangedAt",
    "tags",
    "unreadMessages",
    "updatedAt",
  ],
  recordKeys: [
    "assigneeId",
    "createdAt",
    "email",
    "hasDeck",
    "id",
    "idea",
    "name",
    "notes",
    "phone",
    "reviewCount",
    "score",
    "sector",
    "stage",
    "status",
    "statusChangedAt",
    "tags",
    "unreadMessages",
    "updatedAt",
  ],
};

export const INVESTMENT_INTERESTS: SubmissionKind = {
  path: "investment-interests",
  choiceFilter: "investmentAmount",
  choiceFilterValues: AMOUNT_FILTER_VALUES.map((value) => [value, amountsInBracket(value)]),
  storedChoices: INVESTMENT_AMOUNTS,
  async insert(db, rows) {
    const inserted = await db
      .insert(investmentInterests)
      .values(
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone ?? null,
          sectors: row.sectors ?? ["forestry"],
          investmentAmount: row.choice,
          additionalInfo: row.text,
          status: row.status,
          notes: row.notes ?? null,
          statusChangedAt: row.statusChangedAt ?? row.createdAt,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        })),
      )
      .returning({ id: investmentInterests.id });
    return rows.map((row, index) => ({ ...row, id: inserted[index]?.id ?? 0 }));
  },
  expectedCsv: (row) => ({
    ...commonCsv(row),
    Sectors: (row.sectors ?? ["forestry"])
      .map((code) => INDUSTRIES[code as keyof typeof INDUSTRIES] ?? code)
      .join("; "),
    "Investment Amount": row.choice,
    "Additional Info": guarded(row.text),
  }),
  csvHeader:
    "ID,Name,Email,Phone,Sectors,Investment Amount,Additional Info,Status,Tags,Notes,Submitted At,Updated At,Score,Reviews",
  summaryKeys: [
    "assigneeId",
    "createdAt",
    "email",
    "id",
    "investmentAmount",
    "name",
    "reviewCount",
    "score",
    "sectors",
    "status",
    "statusChangedAt",
    "tags",
    "unreadMessages",
    "updatedAt",
  ],
  recordKeys: [
    "additionalInfo",
    "assigneeId",
    "createdAt",
    "email",
    "id",
    "investmentAmount",
    "name",
    "notes",
    "phone",
    "reviewCount",
    "score",
    "sectors",
    "status",
    "statusChangedAt",
    "tags",
    "unreadMessages",
    "updatedAt",
  ],
};

export const SUBMISSION_KINDS = [STARTUP_IDEAS, INVESTMENT_INTERESTS] as const;

const hoursAfterNewYear = (hours: number) => new Date(Date.UTC(2025, 0, 1, hours, 0, 0, 123));

/**
 * A varied set: mixed-case names (two that differ only after the same lowercase
 * prefix), two rows created at the same instant (the id breaks the tie), every status,
 * LIKE wildcards and a backslash in the text, and cells a spreadsheet would run.
 */
export function variedRows(kind: SubmissionKind): SeedRow[] {
  const rows: Omit<SeedRow, "choice">[] = [
    {
      name: "alice Able",
      email: "alice@orchard.example",
      text: "Soil sensors for apple orchards",
      status: "new",
      createdAt: hoursAfterNewYear(1),
      sectors: ["ag-biotech", "forestry"],
    },
    {
      name: "Bob Baker",
      email: "bob@grain.example",
      text: "Grain drying at 100% solar_power",
      status: "reviewing",
      createdAt: hoursAfterNewYear(2),
      // Moved on after everyone else arrived: first by statusChangedAt, not by createdAt.
      statusChangedAt: hoursAfterNewYear(9),
    },
    {
      name: "carol Clark",
      email: "carol@dairy.example",
      text: "Robotic milking for small dairies",
      status: "contacted",
      createdAt: hoursAfterNewYear(3),
      statusChangedAt: hoursAfterNewYear(4),
      phone: "+1 555 0100",
    },
    {
      name: "Dave Dunn",
      email: "dave@forest.example",
      text: "Drone maps of C:\\forest plots",
      status: "archived",
      createdAt: hoursAfterNewYear(3),
    },
    {
      name: "Eve Evans",
      email: "eve@seed.example",
      text: kind === INVESTMENT_INTERESTS ? null : "Seed vault bookkeeping",
      status: "new",
      createdAt: hoursAfterNewYear(5),
      notes: "@admin: call back on Monday",
    },
    {
      name: '=HYPERLINK("http://evil.example","click")',
      email: "mallory@evil.example",
      text: 'He said "grow, then sell"\nand left; a second line',
      status: "reviewing",
      createdAt: hoursAfterNewYear(6),
      notes: "-2+3",
    },
    {
      name: "Grace Green",
      email: "grace@greenhouse.example",
      text: "Greenhouse climate control, done right",
      status: "new",
      createdAt: hoursAfterNewYear(7),
      sectors: ["robotics", "supply-chain", "other"],
    },
    {
      name: "ALICE Adams",
      email: "adams@orchard.example",
      text: "Pest traps that text the farmer",
      status: "archived",
      createdAt: hoursAfterNewYear(8),
    },
  ];
  return rows.map((row, index) => ({
    ...row,
    choice: kind.storedChoices[index % kind.storedChoices.length] ?? "",
  }));
}

type SortField = (typeof SUBMISSION_SORT_FIELDS)[number];

/** The order the API promises: the sort key (names case-insensitively, statuses in workflow order), then id. */
export function sortedIds(rows: SeededRow[], sort: SortField, direction: "asc" | "desc") {
  const key = (row: SeededRow): string | number =>
    sort === "name"
      ? row.name.toLowerCase()
      : sort === "status"
        ? SUBMISSION_STATUSES.indexOf(row.status)
        : sort === "createdAt"
          ? row.createdAt.getTime()
          : sort === "statusChangedAt"
            ? (row.statusChangedAt ?? row.createdAt).getTime()
            : // Seeded rows have no reviews: no score, no count, so id alone orders them.
              0;
  const sign = direction === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka !== kb) return ka < kb ? -sign : sign;
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}
