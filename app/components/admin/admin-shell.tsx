import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import { LogOut, Menu } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { AdminNav } from "./admin-nav";

const loadDrawer = () => import("./navigation-drawer");
const NavigationDrawer = lazy(loadDrawer);
/** The drawer's code, fetched as the pointer or the focus reaches its toggle. */
const fetchDrawer = () => void loadDrawer();

/**
 * The back office frame: a header with the welcome line and logout, a side
 * navigation that becomes a slide-out drawer below 768 px, and the screen.
 */
export function AdminShell({ admin, children }: { admin: AdminAccount; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer stays mounted once opened, so it closes as Radix closes it.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Logged out",
          description: "You have been successfully logged out",
          variant: "success",
        });
        void navigate(paths.admin.login, { replace: true });
      },
      onError: (error) =>
        toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <div className="min-h-dvh bg-forest-50/60 md:grid md:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-forest-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="hidden bg-forest-950 px-4 py-6 md:block">
        <Link
          to={paths.admin.dashboard}
          className="mb-8 flex rounded-md px-2"
          // The name starts with the logo's visible text (WCAG 2.5.3, label in name).
          aria-label={`${site.name}, admin dashboard`}
        >
          <Logo tone="light" />
        </Link>
        <AdminNav role={admin.role} />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-forest-900/10 bg-white px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <button
              ref={drawerToggle}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-forest-950 hover:bg-forest-100 md:hidden"
              aria-label="Open navigation"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={fetchDrawer}
              onFocus={fetchDrawer}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <Menu aria-hidden className="size-6" />
            </button>
            {drawerUsed && (
              <Suspense fallback={null}>
                <NavigationDrawer
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  role={admin.role}
                  toggle={drawerToggle}
                />
              </Suspense>
            )}
            <p className="truncate text-sm text-ink-muted sm:text-base">
              Welcome, <span className="font-semibold text-forest-950">{admin.username}</span>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4" />
            Logout
          </Button>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
