/**
 * The deal link's API addresses (contract §18). Addresses only: the deck's island loads with
 * the page, and should not bring the API client's code with it.
 */
const dealUrl = (token: string) => `/api/deal/${encodeURIComponent(token)}`;

/** Page n of the deck, marked with the backer's address. */
export const dealPageUrl = (token: string, page: number) => `${dealUrl(token)}/pages/${page}`;

/** POST {page, seconds}: time spent on a page. */
export const dealViewsUrl = (token: string) => `${dealUrl(token)}/views`;

/** POST {response, note?}: the backer's answer, changeable until an introduction. */
export const dealResponseUrl = (token: string) => `${dealUrl(token)}/response`;
