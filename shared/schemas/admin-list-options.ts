import { CAPITAL_BRACKETS } from "./investment-interest-choices";
import { SECTOR_FILTERS } from "./startup-idea-choices";

/**
 * What the admin submission lists offer (contract §4): the page sizes and the values of their
 * own filters. Kept apart from the lists' query schema (`admin-lists.ts`, which re-exports
 * them) so that the list screens do not load zod.
 */

export const LIST_PAGE_SIZE = { default: 50, max: 500 } as const;

/** The admin values of the sector filter (`search` when `filter=sector`). */
export const SECTOR_FILTER_VALUES = Object.keys(SECTOR_FILTERS) as (keyof typeof SECTOR_FILTERS)[];
/** The bracket values of the amount filter (`search` when `filter=investmentAmount`). */
export const AMOUNT_FILTER_VALUES = CAPITAL_BRACKETS.map((bracket) => bracket.filter);
