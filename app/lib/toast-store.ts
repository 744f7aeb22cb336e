import { useSyncExternalStore } from "react";

/** Contract §3: one toast at a time, shown 5 s, kept in memory a long while after closing. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success";
export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast (it animates out) and forgets it after the removal delay. */
export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  const item: ToastItem = { id: nextId++, variant: "default", ...input, open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ToastItem[] = [];
export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  );
}
