/*
 * A record's own work (its owner, tags, comments and activity) in one module: one file, loaded
 * when the first of them comes near the screen (`submission-detail-page.tsx`, ADR 052).
 */
export { ActivityTimeline } from "./activity-timeline";
export { CommentsCard } from "./comments-card";
export { OwnerCard } from "./owner-card";
export { TagsCard } from "./tags-card";
