import { industryLabel } from "@shared/schemas/investment-interest-choices";
import { Badge } from "./status-badge";

const MAX_SHOWN = 3;

/** Interest sectors: the first three as badges, then '+N more'; a dash when not a list. */
export function SectorBadges({ sectors }: { sectors: unknown }) {
  if (!Array.isArray(sectors))
    return (
      <span>
        <span aria-hidden>—</span>
        <span className="sr-only">No sectors</span>
      </span>
    );
  const shown = sectors.slice(0, MAX_SHOWN);
  const hidden = sectors.length - shown.length;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((code) => (
        <Badge key={String(code)}>{industryLabel(String(code))}</Badge>
      ))}
      {hidden > 0 ? (
        <span className="text-xs font-medium text-ink-muted">+{hidden} more</span>
      ) : null}
    </span>
  );
}
