import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { Logo } from "./logo";

const NAV_LINKS = [
  { label: "About", to: "/#about" },
  { label: "Services", to: "/#services" },
  { label: "Perspectives", to: paths.perspectives },
  { label: "Contact", to: "/#contact" },
] as const;

/** The header's links; the bar's are `py-2`, the phone menu's taller rows `block py-3`. */
const navLinkBase =
  "rounded-md px-3 text-[0.95rem] font-medium text-forest-900 transition-colors hover:bg-forest-100 hover:text-forest-950";

/** The mobile menu's id: a live island renders the same on the server and in the browser. */
const MENU_ID = "site-menu";

/**
 * The public pages' header, a live island hydrated as the page loads (its menu opens on a
 * phone); its links are plain links, each a page load, except a jump within the page.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Back or forward between two places of a page (`/#about`) closes the menu too.
  useEffect(() => {
    const close = () => setMenuOpen(false);
    window.addEventListener("hashchange", close);
    return () => window.removeEventListener("hashchange", close);
  }, []);

  const menuRef = useRef<HTMLElement>(null);
  // Opened, the menu takes the focus (its first link), so that the next Tab walks its links;
  // Escape closes it and gives the focus back to the toggle.
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector<HTMLElement>("a")?.focus();
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-forest-900/10 bg-paper">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" aria-label={`${site.name}, home`} className="rounded-md">
          <Logo />
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <a key={link.to} href={link.to} className={`${navLinkBase} py-2`}>
              {link.label}
            </a>
          ))}
          <Button asChild size="sm" className="ml-3">
            <a href="/#idea">Have a Startup Idea?</a>
          </Button>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-forest-950 hover:bg-forest-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <nav
        ref={menuRef}
        id={MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-forest-900/10 bg-paper px-4 pt-2 pb-5 shadow-lg md:hidden"
      >
        <ul className="grid gap-1">
          {[{ label: "Home", to: "/" }, ...NAV_LINKS].map((link) => (
            <li key={link.to}>
              <a href={link.to} onClick={closeMenu} className={`${navLinkBase} block py-3`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-3 w-full">
          {/* biome-ignore lint/a11y/useValidAnchor: a link to the home page's form; closing the menu is a side effect */}
          <a href="/#idea" onClick={closeMenu}>
            Have a Startup Idea?
          </a>
        </Button>
      </nav>
    </header>
  );
}
