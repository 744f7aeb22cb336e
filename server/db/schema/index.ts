/**
 * The database schema, one file per domain. Everything is imported from here
 * (`server/db/schema`), and drizzle-kit reads this file (drizzle.config.ts), so a table added
 * to a domain file must be exported here too.
 */
export * from "./activity";
export * from "./decks";
export * from "./evaluation";
export * from "./journal";
export * from "./mail";
export * from "./messages";
export * from "./perspectives";
export * from "./second-factor";
export * from "./shares";
export * from "./site";
export * from "./staff";
export * from "./submissions";
export * from "./webhooks";
