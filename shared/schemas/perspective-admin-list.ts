import { z } from "zod";
import { listQueryFields, oneOf, pageQueryFields, type SortDirection } from "./admin-lists";
import { PERSPECTIVE_CATEGORY_CODES, type PerspectiveCategory } from "./perspective";

/**
 * The query of GET /api/admin/perspectives (contract §4), in the style of the
 * submission lists: `sort`, `direction`, one `filter` with its value in `search`,
 * `limit`, `offset`. The output is resolved for the server.
 */

const PERSPECTIVE_SORT_FIELDS = ["title", "publishedAt"] as const;
type PerspectiveSortField = (typeof PERSPECTIVE_SORT_FIELDS)[number];

const PERSPECTIVE_FILTERS = ["search", "category"] as const;

/** One filter, resolved: what the server matches. */
export type PerspectiveFilter =
  | { kind: "search"; text: string }
  | { kind: "category"; category: PerspectiveCategory };

export type PerspectiveListQuery = {
  sort: PerspectiveSortField;
  direction: SortDirection;
  filter: PerspectiveFilter | null;
  limit: number;
  offset: number;
};

const shape = z.object({
  ...listQueryFields(PERSPECTIVE_SORT_FIELDS, "publishedAt", PERSPECTIVE_FILTERS),
  ...pageQueryFields,
});

/**
 * A filter with a blank value filters nothing, `search` alone is a text search, and
 * the category `all` means no category (contract §5), as on the public list.
 */
function resolveFilter(
  { filter, search }: z.output<typeof shape>,
  ctx: z.RefinementCtx,
): PerspectiveFilter | null {
  if (search === "") return null;
  if ((filter ?? "search") === "search") return { kind: "search", text: search };
  if (search === "all") return null;
  const category = PERSPECTIVE_CATEGORY_CODES.find((code) => code === search);
  if (category) return { kind: "category", category };
  ctx.addIssue({
    code: "custom",
    path: ["search"],
    message: `search must be all or one of ${oneOf(PERSPECTIVE_CATEGORY_CODES)} when filter is category`,
  });
  return null;
}

/** GET /api/admin/perspectives */
export const perspectiveListQuery = shape.transform(
  (query, ctx): PerspectiveListQuery => ({
    sort: query.sort,
    direction: query.direction,
    filter: resolveFilter(query, ctx),
    limit: query.limit,
    offset: query.offset,
  }),
);
