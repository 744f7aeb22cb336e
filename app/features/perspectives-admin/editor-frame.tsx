import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/cx";

type EditorFrameProps = ComponentProps<"div"> & {
  invalid: boolean;
  disabled: boolean;
  /** The toolbar row's content. */
  toolbar: ReactNode;
};

/**
 * The article editor's frame: a toolbar row above the article. The editor and its stand-in
 * (the article as it reads, until the editor has loaded) share it, so that one replaces the
 * other in place.
 */
export function EditorFrame({ invalid, disabled, toolbar, children, ...props }: EditorFrameProps) {
  return (
    <div
      {...props}
      className={cx(
        "overflow-hidden rounded-lg border bg-white shadow-xs transition-colors",
        invalid ? "border-red-600" : "border-forest-900/20",
        "has-[.prose-editor:focus-visible]:border-forest-600 has-[.prose-editor:focus-visible]:outline-2 has-[.prose-editor:focus-visible]:outline-forest-600 has-[textarea:focus-visible]:border-forest-600",
        disabled && "opacity-70",
      )}
    >
      <div className="flex flex-wrap items-center gap-1 border-b border-forest-900/10 bg-forest-50/70 p-1.5">
        {toolbar}
      </div>
      {children}
    </div>
  );
}
