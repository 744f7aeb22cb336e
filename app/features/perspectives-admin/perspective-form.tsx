import { zodResolver } from "@hookform/resolvers/zod";
import {
  NEW_PERSPECTIVE,
  PERSPECTIVE_CATEGORIES,
  PERSPECTIVE_CATEGORY_CODES,
  PERSPECTIVE_MESSAGES,
  type PerspectiveRecord,
  perspectiveInput,
} from "@shared/schemas/perspective";
import { ArrowLeft, ExternalLink, Save, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  Controller,
  type FieldPath,
  type Resolver,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import { Link, useBlocker, useNavigate } from "react-router";
import type { z } from "zod";
import { Button, buttonClasses } from "~/components/ui/button";
import { controlClasses, FormField, Input, Select } from "~/components/ui/form-field";
import { SwitchField } from "~/components/ui/switch-field";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dateTime, shortDate } from "~/lib/dates";
import { toast } from "~/lib/toast-store";
import { ADMIN_PATH, publicPath, useCreatePerspective, useUpdatePerspective } from "./api";
import { DeletePerspectiveDialog } from "./delete-perspective-dialog";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import { showDraftPreviewToast, showUnsavedPreviewToast } from "./preview";
import { isBlankHtml } from "./rich-text-types";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

type FormInput = z.input<typeof perspectiveInput>;
type FormOutput = z.output<typeof perspectiveInput>;
/** What the fields hold: the optional URLs as text ("" for none). */
type FormValues = Omit<FormInput, "coverImage" | "authorImage" | "featured" | "published"> & {
  coverImage: string;
  authorImage: string;
  featured: boolean;
  published: boolean;
};

const NEW_VALUES: FormValues = {
  ...NEW_PERSPECTIVE,
  coverImage: "",
  authorImage: "",
  featured: NEW_PERSPECTIVE.featured ?? false,
  published: NEW_PERSPECTIVE.published ?? true,
};

function valuesOf(record: PerspectiveRecord): FormValues {
  return {
    title: record.title,
    summary: record.summary,
    content: record.content,
    category: record.category as FormValues["category"],
    coverImage: record.coverImage ?? "",
    authorName: record.authorName,
    authorTitle: record.authorTitle,
    authorImage: record.authorImage ?? "",
    featured: record.featured,
    published: record.published,
  };
}

const schemaResolver = zodResolver(perspectiveInput);

/**
 * The shared schema's rules, plus the editor's own (spec §5): a blank title, summary or
 * content is reported once more, against the title.
 */
const resolver: Resolver<FormValues, unknown, FormOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  const blank =
    values.title.trim() === "" || values.summary.trim() === "" || isBlankHtml(values.content);
  if (!blank) return result as Awaited<ReturnType<Resolver<FormValues, unknown, FormOutput>>>;
  return {
    values: {},
    errors: {
      ...result.errors,
      title: { type: "required", message: PERSPECTIVE_MESSAGES.requiredFields },
    },
  };
};

const FIELD_NAMES = new Set<string>(Object.keys(NEW_VALUES));

/** A 400's `errors: [{path, message}]` shown on the fields they name; true if any was. */
function showServerErrors(error: unknown, setError: UseFormSetError<FormValues>) {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return false;
  let shown = false;
  for (const item of list) {
    const path = Array.isArray(item?.path) ? item.path.join(".") : String(item?.path ?? "");
    if (FIELD_NAMES.has(path) && typeof item?.message === "string") {
      setError(path as FieldPath<FormValues>, { type: "server", message: item.message });
      shown = true;
    }
  }
  return shown;
}

const cardClass = "rounded-2xl border border-forest-900/10 bg-white p-5 shadow-sm sm:p-6";
const sectionHeading = "text-lg font-semibold text-forest-950";

/** Creates a perspective (record null) or edits one. */
export function PerspectiveForm({ record }: { record: PerspectiveRecord | null }) {
  const navigate = useNavigate();
  const create = useCreatePerspective();
  const update = useUpdatePerspective(record?.id ?? 0);
  const [deleteOpen, setDeleteOpen] = useState(false);
  /** Set just before this screen navigates away on purpose (after a save or a delete). */
  const leaving = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: record ? valuesOf(record) : NEW_VALUES,
  });

  const onSubmit = async (payload: FormOutput) => {
    if (record) {
      try {
        const saved = await update.mutateAsync(payload);
        reset(valuesOf(saved));
        toast({
          title: "Perspective updated",
          description: "Your changes have been saved successfully.",
          variant: "success",
        });
      } catch (error) {
        failed(error, "update");
      }
      return;
    }
    try {
      const created = await create.mutateAsync(payload);
      reset(valuesOf(created));
      leaving.current = true;
      toast({
        title: "Perspective created",
        description: "Your perspective has been created successfully.",
        variant: "success",
      });
      await navigate(`${ADMIN_PATH}/${created.id}`, { replace: true });
    } catch (error) {
      failed(error, "create");
    }
  };

  const failed = (error: unknown, action: "create" | "update") => {
    const message = error instanceof Error ? error.message : String(error);
    toast({
      title: "Error",
      description: `Failed to ${action} perspective: ${message}`,
      variant: "destructive",
    });
    showServerErrors(error, setError);
  };

  // Unsaved changes: the browser asks before closing the tab; the app asks before leaving.
  const guard = isDirty && !isSubmitting;
  useEffect(() => {
    if (!guard) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guard]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const saving = isSubmitting || create.isPending || update.isPending;
  const coverImage = watch("coverImage");
  const ids = {
    title: "perspective-title",
    summary: "perspective-summary",
    content: "perspective-content",
    category: "perspective-category",
    coverImage: "perspective-cover-image",
    authorName: "perspective-author-name",
    authorTitle: "perspective-author-title",
    authorImage: "perspective-author-image",
    featured: "perspective-featured",
    published: "perspective-published",
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={ADMIN_PATH}>
            <ArrowLeft aria-hidden className="size-4" />
            Back
            <span className="sr-only"> to Strategic Perspectives</span>
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <PreviewButton record={record} />
          {record ? (
            <Button variant="danger-outline" size="sm" onClick={() => setDeleteOpen(true)}>
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
            <span className="font-medium text-ink">{record.published ? "Published" : "Draft"}</span>
            {record.publishedAt ? ` · First published ${shortDate(record.publishedAt)}` : ""}
            {` · Last saved ${dateTime(record.updatedAt)} · `}
            <span className="break-all font-mono text-xs">{publicPath(record.slug)}</span>
          </p>
        ) : (
          <p className="mt-1 text-ink-muted">
            Write the article, then choose who sees it. Fields marked * are required.
          </p>
        )}
      </header>

      <form
        noValidate
        aria-label={record ? "Edit perspective" : "New perspective"}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-6"
      >
        <section aria-labelledby="article-heading" className={cn(cardClass, "grid gap-5")}>
          <h2 id="article-heading" className={sectionHeading}>
            Article
          </h2>
          <FormField id={ids.title} label="Title" required error={errors.title?.message}>
            {(aria) => <Input {...aria} maxLength={150} {...register("title")} />}
          </FormField>
          <FormField
            id={ids.summary}
            label="Summary"
            required
            hint="Aim for 2-3 sentences"
            error={errors.summary?.message}
          >
            {(aria) => (
              <textarea
                {...aria}
                rows={3}
                className={cn(controlClasses.textarea, "min-h-24")}
                {...register("summary")}
              />
            )}
          </FormField>
          <FormField id={ids.content} label="Content" required error={errors.content?.message}>
            {(aria) => (
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <LazyRichTextEditor
                    id={aria.id}
                    labelId={`${ids.content}-label`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={aria["aria-invalid"]}
                    describedBy={aria["aria-describedby"]}
                    required
                    disabled={saving}
                  />
                )}
              />
            )}
          </FormField>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="details-heading"
            className={cn(cardClass, "grid content-start gap-5")}
          >
            <h2 id="details-heading" className={sectionHeading}>
              Details
            </h2>
            <FormField id={ids.category} label="Category" required error={errors.category?.message}>
              {(aria) => (
                <Select {...aria} {...register("category")}>
                  {PERSPECTIVE_CATEGORY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {PERSPECTIVE_CATEGORIES[code]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id={ids.coverImage}
              label="Cover Image URL"
              hint="Optimal size: 1200x630 pixels"
              error={errors.coverImage?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/cover.jpg"
                  {...register("coverImage")}
                />
              )}
            </FormField>
            <ImagePreview url={coverImage} className="aspect-[1200/630] w-full max-w-xs" />
          </section>

          <section
            aria-labelledby="author-heading"
            className={cn(cardClass, "grid content-start gap-5")}
          >
            <h2 id="author-heading" className={sectionHeading}>
              Author
            </h2>
            <FormField
              id={ids.authorName}
              label="Author Name"
              required
              error={errors.authorName?.message}
            >
              {(aria) => <Input {...aria} autoComplete="off" {...register("authorName")} />}
            </FormField>
            <FormField
              id={ids.authorTitle}
              label="Author Title"
              required
              error={errors.authorTitle?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  autoComplete="off"
                  placeholder="e.g. Managing Partner"
                  {...register("authorTitle")}
                />
              )}
            </FormField>
            <FormField
              id={ids.authorImage}
              label="Author Image URL"
              error={errors.authorImage?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/portrait.jpg"
                  {...register("authorImage")}
                />
              )}
            </FormField>
          </section>
        </div>

        <section aria-labelledby="visibility-heading" className={cn(cardClass, "grid gap-4")}>
          <h2 id="visibility-heading" className={sectionHeading}>
            Visibility
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <Controller
              control={control}
              name="published"
              render={({ field }) => (
                <SwitchField
                  id={ids.published}
                  label="Published"
                  hint="Visible to the public"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="featured"
              render={({ field }) => (
                <SwitchField
                  id={ids.featured}
                  label="Featured"
                  hint="Featured on homepage and listings"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        </section>

        <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t border-forest-900/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
          <p className="mr-auto text-sm text-ink-muted max-sm:sr-only" aria-live="polite">
            {isDirty && !saving ? "Unsaved changes" : ""}
          </p>
          <Button asChild variant="outline" className="max-sm:flex-1">
            <Link to={ADMIN_PATH}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={saving} className="max-sm:flex-1">
            <Save aria-hidden className="size-4" />
            {saving ? "Saving..." : record ? "Save Changes" : "Create Perspective"}
          </Button>
        </div>
      </form>

      {record ? (
        <DeletePerspectiveDialog
          perspective={deleteOpen ? record : null}
          onOpenChange={setDeleteOpen}
          onDeleted={() => {
            leaving.current = true;
            void navigate(ADMIN_PATH, { replace: true });
          }}
        />
      ) : null}
      <UnsavedChangesDialog
        open={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}

/**
 * Preview opens the public article in a new tab: only a saved, published perspective has
 * one (spec §2; contract §5 hides drafts).
 */
function PreviewButton({ record }: { record: PerspectiveRecord | null }) {
  if (record?.published) {
    return (
      <a
        href={publicPath(record.slug)}
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
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={record ? showDraftPreviewToast : showUnsavedPreviewToast}
    >
      <ExternalLink aria-hidden className="size-4" />
      Preview
    </Button>
  );
}

/** A thumbnail of an image URL, once it is a whole http(s) address that loads. */
function ImagePreview({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = url.trim();
  if (!/^https:\/\/[^\s]+$/i.test(value) || !URL.canParse(value) || failed === value) return null;
  return (
    <img
      src={value}
      alt="Cover preview"
      onError={() => setFailed(value)}
      className={cn("rounded-lg border border-forest-900/10 bg-forest-50 object-cover", className)}
    />
  );
}
