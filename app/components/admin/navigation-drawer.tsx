import * as Dialog from "@radix-ui/react-dialog";
import type { StaffRole } from "@shared/schemas/staff-roles";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { Logo } from "~/components/layout/logo";
import { AdminNav } from "./admin-nav";

/**
 * The admin navigation as a slide-out drawer below 768 px (a Radix dialog). Loaded when it is
 * first opened or about to be (`admin-shell.tsx`), so no screen's first load carries the dialog's
 * code. Its toggle lives in the shell, outside the dialog, so closing gives the focus back to it.
 */
export default function NavigationDrawer({
  open,
  onOpenChange,
  role,
  toggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: StaffRole;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-950/50 md:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-forest-950 px-4 py-6 shadow-xl focus:outline-none md:hidden"
          onCloseAutoFocus={(event) => {
            // Radix gives the focus back to its own trigger; this toggle is the shell's.
            event.preventDefault();
            toggle.current?.focus();
          }}
        >
          <div className="mb-8 flex items-center justify-between px-2">
            <Logo tone="light" />
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-forest-900"
              aria-label="Close navigation"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Dialog.Description className="sr-only">Admin sections</Dialog.Description>
          <AdminNav role={role} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
