import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { Logo } from "./logo";

const NAV_LINKS = [
  { label: "About", to: "/#about" },
  { label: "Services", to: "/#services" },
  { label: "Perspectives", to: paths.perspectives },
  { label: "Contact", to: "/#contact" },
] as const;

const navLinkClass =
  "rounded-md px-3 py-2 text-[0.95rem] font-medium text-forest-900 transition-colors hover:bg-forest-100 hover:text-forest-950";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation (including a hash jump) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setMenuOpen(false), [location.key]);

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
        <Link to="/" aria-label={`${site.name}, home`} className="rounded-md">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </Link>
          ))}
          <Button asChild size="sm" className="ml-3">
            <Link to="/#idea">Have a Startup Idea?</Link>
          </Button>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-forest-950 hover:bg-forest-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <nav
        ref={menuRef}
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-forest-900/10 bg-paper px-4 pt-2 pb-5 shadow-lg md:hidden"
      >
        <ul className="grid gap-1">
          {[{ label: "Home", to: "/" }, ...NAV_LINKS].map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={closeMenu} className={`${navLinkClass} block py-3`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-3 w-full">
          <Link to="/#idea" onClick={closeMenu}>
            Have a Startup Idea?
          </Link>
        </Button>
      </nav>
    </header>
  );
}
