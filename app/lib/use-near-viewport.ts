import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on):
 * code only a part further down a screen needs loads when someone scrolls towards it, not with
 * the screen (ADR 052). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(
  margin = "400px",
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
