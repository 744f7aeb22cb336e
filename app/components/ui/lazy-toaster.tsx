import { lazy, Suspense, useRef } from "react";
import { useToasts } from "~/lib/toast-store";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Starts loading the notification area ahead of a toast that is about to come. */
export function preloadToaster() {
  void loadToaster();
}

/**
 * The notification area (Radix Toast), loaded with the first toast and kept from then on:
 * most visits never show one, so its code stays out of every page's first load. The toast
 * store itself is tiny and always there, so `toast()` works from anywhere at any time.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const shown = useRef(false);
  if (toasts.length > 0) shown.current = true;
  if (!shown.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
