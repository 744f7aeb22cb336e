import * as ToastPrimitive from "@radix-ui/react-toast";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { cx } from "~/lib/cx";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "~/lib/toast-store";

const variantStyles = {
  default: "border-forest-200 bg-white text-ink",
  success: "border-forest-300 bg-forest-50 text-forest-950",
  destructive: "border-red-300 bg-red-50 text-red-950",
} as const;

/**
 * The notification area (Radix Toast): swipe right to dismiss, F8 to focus it,
 * announced politely to screen readers.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cx(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg shadow-forest-950/10",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]",
            variantStyles[item.variant],
          )}
        >
          {item.variant === "destructive" ? (
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-600" />
          )}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
