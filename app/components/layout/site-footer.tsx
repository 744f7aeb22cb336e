import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

const linkClass = "text-forest-100/85 transition-colors hover:text-white hover:underline";

/**
 * The public pages' footer. Plain links: the public pages run without React Router in the
 * browser (islands, ADR 043), so a router Link would only cost the server its work per page.
 */
export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-forest-100/80">{site.tagline}</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-wheat-300 uppercase">
            Navigation
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            <li>
              <a href="/" className={linkClass}>
                Home
              </a>
            </li>
            <li>
              <a href="/#about" className={linkClass}>
                About
              </a>
            </li>
            <li>
              <a href="/#services" className={linkClass}>
                Services
              </a>
            </li>
            <li>
              <a href="/#contact" className={linkClass}>
                Contact
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-label="Legal">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-wheat-300 uppercase">
            Legal
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            <li>
              <a href={paths.privacyPolicy} className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href={paths.termsOfService} className={linkClass}>
                Terms of Service
              </a>
            </li>
            <li>
              <a href={paths.accessibility} className={linkClass}>
                Accessibility
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-wheat-300 uppercase">
            Get in touch
          </h2>
          <p className="mt-4 text-sm">
            <a href={`mailto:${contactEmail}`} className={linkClass}>
              {contactEmail}
            </a>
          </p>
          <SocialLinks className="mt-4" tone="light" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-forest-100/75 sm:px-6 lg:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
