import { CodeXml } from "lucide-react";
import type { KeyboardEvent, PointerEvent, Ref } from "react";
import { cx } from "~/lib/cx";
import { EditorFrame } from "./editor-frame";
import type { FirstUse } from "./first-use";
import type { RichTextEditorProps } from "./rich-text-types";
import { SOURCE_TOGGLE_BOX, TOOL_BOX, ToolbarLayout, toolColors } from "./toolbar-layout";

type ArticleStandInProps = Omit<RichTextEditorProps, "id" | "onChange" | "onBlur"> & {
  /** The field's id, while the editor (loading beside it) does not have it. */
  id: string | undefined;
  bodyRef: Ref<HTMLDivElement>;
  /** Pointed at or focused: time to load the editor. */
  onIntent: () => void;
  /** Pressed at this point of the article. */
  onPress: (point: NonNullable<FirstUse["point"]>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/**
 * The article as the editor shows it: with an empty paragraph at the end when it ends in
 * another block (a list, an image), where the editor keeps one to type after it.
 */
const asEditorShowsIt = (html: string) =>
  html === "" || /<\/p>\s*$/.test(html) ? html : `${html}<p><br></p>`;

/**
 * The article as it reads, in the editor's frame and with its toolbar's outline, until the
 * editor has loaded: a focusable field named and described as the editor is. The HTML is the
 * form's value, which comes from the server, where it was sanitized to the contract's
 * allowlist when it was written (contract §5), as the article page shows it.
 */
export function ArticleStandIn({
  id,
  labelId,
  value,
  invalid,
  describedBy,
  required,
  disabled = false,
  bodyRef,
  onIntent,
  onPress,
  onKeyDown,
}: ArticleStandInProps) {
  const press = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onPress({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  return (
    <EditorFrame
      invalid={invalid}
      disabled={disabled}
      onPointerEnter={onIntent}
      toolbar={
        <>
          <ToolbarLayout
            aria-hidden
            draw={(tool) => (
              <span
                key={tool.name}
                className={cx(TOOL_BOX, toolColors(false, false), "opacity-40")}
              >
                <tool.icon className="size-4" />
              </span>
            )}
          />
          {/* Disabled as the editor's is until the editor exists, and drawn the same. */}
          <button
            type="button"
            disabled
            aria-hidden
            className={cx(SOURCE_TOGGLE_BOX, toolColors(false, false), "opacity-50")}
          >
            <CodeXml className="size-4" />
            HTML
          </button>
        </>
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: formatted text, as the editor's own textbox is */}
      <div
        ref={bodyRef}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={required || undefined}
        className="prose-site prose-editor"
        onFocus={onIntent}
        onPointerDown={press}
        onKeyDown={onKeyDown}
        // A link in the article is text to edit here, not a way off the page.
        onClick={(event) => event.preventDefault()}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write (see above)
        dangerouslySetInnerHTML={{ __html: asEditorShowsIt(value) }}
      />
    </EditorFrame>
  );
}
