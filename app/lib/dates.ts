import { format, formatDistanceToNow } from "date-fns";

/** 'Jan 5, 2025' — list columns and cards. */
export const shortDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");
/** 'January 5, 2025' — article pages. */
export const longDate = (iso: string) => format(new Date(iso), "MMMM d, yyyy");
/** 'January 5, 2025 at 3:04 PM' — detail screens' submitted and timeline times. */
export const dateTime = (iso: string) => format(new Date(iso), "MMMM d, yyyy 'at' h:mm a");
/** '3 hours ago' — the dashboard's recent items. */
export const timeAgo = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
