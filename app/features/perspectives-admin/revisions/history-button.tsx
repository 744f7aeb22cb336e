import { History } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Opens the perspective's History (`HistoryDialog`); the form's stand-in draws it alone. */
export function HistoryButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <History aria-hidden className="size-4" />
      History
    </Button>
  );
}
