import { paths } from "@shared/config/paths";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { dateTime, shortDate } from "~/lib/dates";
import { showUnsavedPreviewToast } from "./preview";
import { useOpenPreview } from "./schedule/open-preview";
import { publicationStatusText } from "./schedule/publication-status";
import { SharePreviewButton, SharePreviewTrigger } from "./schedule/share-preview";

/**
 * Above the form: the way back, Preview, Share preview and Delete, and the screen's heading
 * with the record's state and public address. The form's stand-in gives no `onDelete`: its
 * buttons do nothing yet, and one pressed is pressed again once the form is real (ADR 052).
 */
export function PerspectiveFormHeader({
  record,
  onDelete,
}: {
  record: PerspectiveRecord | null;
  onDelete?: () => void;
}) {
  const standIn = onDelete === undefined;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.admin.perspectives}>
            <ArrowLeft aria-hidden className="size-4" />
            Back
            <span className="sr-only"> to Strategic Perspectives</span>
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <PreviewButton record={record} standIn={standIn} />
          {record && standIn ? <SharePreviewTrigger /> : null}
          {record && !standIn ? <SharePreviewButton perspectiveId={record.id} /> : null}
          {record ? (
            <Button variant="danger-outline" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      <header>
        <h1 className="text-2xl font-semibold text-forest-950 sm:text-3xl">
          {record ? "Edit Perspective" : "Create New Perspective"}
        </h1>
        {record ? (
          <p className="mt-1 text-sm text-ink-muted">
            <span className="font-medium text-ink">{publicationStatusText(record)}</span>
            {record.publishedAt ? ` · First published ${shortDate(record.publishedAt)}` : ""}
            {` · Last saved ${dateTime(record.updatedAt)} · `}
            <span className="break-all font-mono text-xs">{paths.perspective(record.slug)}</span>
          </p>
        ) : (
          <p className="mt-1 text-ink-muted">
            Write the article, then choose who sees it. Fields marked * are required.
          </p>
        )}
      </header>
    </>
  );
}

/**
 * Preview opens the article in a new tab: a published one at its public address, one not
 * public yet through a preview link; before the first save there is nothing to show
 * (product spec §5).
 */
function PreviewButton({
  record,
  standIn,
}: {
  record: PerspectiveRecord | null;
  standIn: boolean;
}) {
  if (record?.status === "published") {
    return (
      <a
        href={paths.perspective(record.slug)}
        target="_blank"
        rel="noopener"
        className={buttonClasses("outline", "sm")}
      >
        <ExternalLink aria-hidden className="size-4" />
        Preview
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (record && !standIn) return <UnpublishedPreviewButton perspectiveId={record.id} />;
  return (
    <PreviewButtonView
      newTab={record !== null}
      onClick={standIn ? undefined : showUnsavedPreviewToast}
    />
  );
}

function UnpublishedPreviewButton({ perspectiveId }: { perspectiveId: number }) {
  return <PreviewButtonView newTab onClick={useOpenPreview(perspectiveId)} />;
}

function PreviewButtonView({ newTab, onClick }: { newTab: boolean; onClick?: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <ExternalLink aria-hidden className="size-4" />
      Preview
      {newTab ? <span className="sr-only">(opens in a new tab)</span> : null}
    </Button>
  );
}
