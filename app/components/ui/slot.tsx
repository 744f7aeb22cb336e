import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";
import { cx } from "~/lib/cx";

type Props = Record<string, unknown>;

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its single child with these props merged in (`asChild`): classes joined, handlers
 * both called (the child's first), refs both set, the child's other props winning. What the
 * public pages need of Radix's Slot, without its weight in their first load.
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...props, ...own };
  for (const key of Object.keys(props)) {
    const outer = props[key];
    const inner = own[key];
    if (/^on[A-Z]/.test(key) && typeof outer === "function" && typeof inner === "function") {
      merged[key] = (...args: unknown[]) => {
        inner(...args);
        outer(...args);
      };
    }
  }
  if (props.className || own.className)
    merged.className = cx(props.className as string, own.className as string);
  if (props.style || own.style)
    merged.style = { ...(props.style as object), ...(own.style as object) };
  if (props.ref && own.ref)
    merged.ref = mergeRefs(props.ref as Ref<unknown>, own.ref as Ref<unknown>);
  return cloneElement(children, merged);
}
