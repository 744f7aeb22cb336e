import { formatDistanceToNow } from "date-fns";

/** '3 hours ago' — the dashboard's recent items (the same in any time zone). Admin only: date-fns stays off the public pages. */
export const timeAgo = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
