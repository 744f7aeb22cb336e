import * as Dialog from "@radix-ui/react-dialog";
import { isAllowedImageUrl, isAllowedLinkUrl } from "@shared/schemas/article-content";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";

const LINK_MESSAGE = "Enter a web address (https://…) or an e-mail link (mailto:…)";
const IMAGE_MESSAGE = "Enter the image's web address, starting with https:// or http://";

/** "example.com/page" is meant as a web address: give it https://. */
function withScheme(url: string) {
  const value = url.trim();
  if (value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/\//, "")}`;
}

/** A small modal form: focus is trapped inside, Escape or Cancel closes it. */
function InsertDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  onCloseAutoFocus,
  extraAction,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCloseAutoFocus: (event: Event) => void;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog is portalled out of the article form, but React events still
          // bubble to it: this submit must not save the article.
          event.stopPropagation();
          onSubmit(event);
        }}
        className="grid gap-4"
      >
        {children}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {extraAction}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </div>
      </form>
    </AdminDialog>
  );
}

export type LinkDialogState = {
  /** The link being edited, or "" for a new one. */
  href: string;
  /** Nothing selected: the link needs a text of its own. */
  needsText: boolean;
};

/** Asks for a link's address (and its text when nothing is selected). */
export function LinkDialog({
  state,
  onClose,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: {
  state: LinkDialogState | null;
  onClose: () => void;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const ids = { href: useId(), text: useId() };
  const [href, setHref] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [shownFor, setShownFor] = useState<LinkDialogState | null>(null);
  // Each opening starts from the link under the cursor.
  if (state !== shownFor) {
    setShownFor(state);
    if (state) {
      setHref(state.href);
      setText("");
      setError(undefined);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = withScheme(href);
    if (!isAllowedLinkUrl(url)) {
      setError(LINK_MESSAGE);
      return;
    }
    onApply(url, text.trim());
  };

  return (
    <InsertDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={state?.href ? "Edit link" : "Insert link"}
      description="Links may point to web pages (http, https) or e-mail addresses (mailto)."
      submitLabel={state?.href ? "Update link" : "Insert link"}
      onSubmit={onSubmit}
      onCloseAutoFocus={onCloseAutoFocus}
      extraAction={
        state?.href ? (
          <Button type="button" variant="danger-outline" onClick={onRemove}>
            Remove link
          </Button>
        ) : null
      }
    >
      <FormField id={ids.href} label="URL" required error={error}>
        {(aria) => (
          <Input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com/report"
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      {state?.needsText ? (
        <FormField id={ids.text} label="Text" hint="Shown in the article; the URL when left empty">
          {(aria) => (
            <Input {...aria} value={text} onChange={(event) => setText(event.target.value)} />
          )}
        </FormField>
      ) : null}
    </InsertDialog>
  );
}

/** Asks for an image's address and its alternative text. */
export function ImageDialog({
  open,
  onClose,
  onApply,
  onCloseAutoFocus,
}: {
  open: boolean;
  onClose: () => void;
  onApply: (src: string, alt: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const ids = { src: useId(), alt: useId() };
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSrc("");
      setAlt("");
      setErrors({});
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = withScheme(src);
    const next = {
      src: isAllowedImageUrl(url) ? undefined : IMAGE_MESSAGE,
      alt: alt.trim() ? undefined : "Describe the image for readers who cannot see it",
    };
    setErrors(next);
    if (next.src || next.alt) return;
    onApply(url, alt.trim());
  };

  return (
    <InsertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Insert image"
      description="The image is shown from its web address; it is not uploaded."
      submitLabel="Insert image"
      onSubmit={onSubmit}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <FormField id={ids.src} label="Image URL" required error={errors.src}>
        {(aria) => (
          <Input
            {...aria}
            type="url"
            inputMode="url"
            placeholder="https://example.com/field.jpg"
            value={src}
            onChange={(event) => setSrc(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={ids.alt}
        label="Alternative text"
        required
        hint="What the image shows, for screen readers and when it cannot load"
        error={errors.alt}
      >
        {(aria) => <Input {...aria} value={alt} onChange={(event) => setAlt(event.target.value)} />}
      </FormField>
    </InsertDialog>
  );
}
