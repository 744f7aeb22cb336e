import { integer } from "drizzle-orm/pg-core";
import { investmentInterests, startupIdeas } from "./submissions";

/**
 * A row that belongs to one submission: exactly one of the two columns is set (each table
 * checks `num_nonnulls(…) = 1`), and the row goes with its record when that is deleted,
 * erased or withdrawn.
 */
export const recordColumns = () => ({
  startupIdeaId: integer("startup_idea_id").references(() => startupIdeas.id, {
    onDelete: "cascade",
  }),
  investmentInterestId: integer("investment_interest_id").references(() => investmentInterests.id, {
    onDelete: "cascade",
  }),
});
