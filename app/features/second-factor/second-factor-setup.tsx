import { paths } from "@shared/config/paths";
import { LogOut, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/lib/admin-session";
import { AuthenticatorCard } from "./authenticator-card";
import { PasskeysCard } from "./passkeys-card";

/**
 * The second-factors page while the account's role requires a second factor and it has none
 * (contract §16): the server refuses everything else until then, and the guarded layout sends
 * every screen here, without the back office around it. Once one is set up, who-am-I says so and
 * the screen the person asked for appears, in the same session.
 */
export function SecondFactorSetup() {
  const logout = useLogout();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="min-h-dvh bg-forest-50 px-4 py-10 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-3">
            <ShieldCheck aria-hidden className="mt-1 size-7 shrink-0 text-forest-700" />
            <div>
              <h1
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-semibold text-forest-950 focus:outline-none"
              >
                Set up a second factor
              </h1>
              <p className="mt-1 max-w-prose text-ink-muted">
                Your role requires one before you can use the back office. Set up an authenticator
                app or add a passkey; then you can carry on right away.
              </p>
            </div>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => void navigate(paths.admin.login, { replace: true }),
              })
            }
          >
            <LogOut aria-hidden className="size-4" />
            Sign out
          </Button>
        </div>
        <div className="grid items-start gap-6 md:grid-cols-2">
          <AuthenticatorCard />
          <PasskeysCard />
        </div>
      </div>
    </main>
  );
}
