import { paths } from "@shared/config/paths";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { Save } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ArticleSection } from "./article-section";
import type { FormParts } from "./form-parts";
import { AuthorSection, DetailsSection, VisibilitySection } from "./metadata-sections";
import { PerspectiveFormHeader } from "./perspective-form-header";
import { EditorRevisionsBar } from "./revisions/editor-revisions-bar";
import type { AutosaveState } from "./revisions/use-autosave";

type Props = {
  record: PerspectiveRecord | null;
  parts: FormParts;
  /** Delete pressed; the stand-in has none (`PerspectiveFormHeader`). */
  onDelete?: () => void;
  autosave: AutosaveState;
  /** The History button, or its panel. */
  history: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  unsaved?: boolean;
  /** The form's dialogs. */
  children?: ReactNode;
};

/**
 * The editor screen's markup (contract §5), the same before and after its form's code has
 * loaded (`PerspectiveFormStandIn`, `PerspectiveForm`): the header, the autosave's state and
 * History, the form's sections and its Save bar.
 */
export function PerspectiveFormView({
  record,
  parts,
  onDelete,
  autosave,
  history,
  onSubmit,
  saving = false,
  unsaved = false,
  children,
}: Props) {
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PerspectiveFormHeader record={record} onDelete={onDelete} />
      {record ? <EditorRevisionsBar autosave={autosave} history={history} /> : null}

      <form
        noValidate
        aria-label={record ? "Edit perspective" : "New perspective"}
        onSubmit={onSubmit}
        className="grid gap-6"
      >
        <ArticleSection parts={parts} />
        <div className="grid gap-6 lg:grid-cols-2">
          <DetailsSection parts={parts} />
          <AuthorSection parts={parts} />
        </div>
        <VisibilitySection parts={parts} />

        <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t border-forest-900/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
          <p className="mr-auto text-sm text-ink-muted max-sm:sr-only" aria-live="polite">
            {unsaved && !saving ? "Unsaved changes" : ""}
          </p>
          <Button asChild variant="outline" className="max-sm:flex-1">
            <Link to={paths.admin.perspectives}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={saving} className="max-sm:flex-1">
            <Save aria-hidden className="size-4" />
            {saving ? "Saving..." : record ? "Save Changes" : "Create Perspective"}
          </Button>
        </div>
      </form>
      {children}
    </div>
  );
}
