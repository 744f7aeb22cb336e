import { site } from "@shared/config/site";
import {
  LegalContactDetails,
  LegalPage,
  type LegalSection,
  telHref,
} from "~/components/legal/legal-page";
import { useContact } from "~/lib/use-contact";

/** The page itself; its route loads it as a static island (see ~/lib/islands). */
export function AccessibilityStatement() {
  const contact = useContact();
  const productNames = site.products.map((product) => product.name).join(" and ");

  const sections: LegalSection[] = [
    {
      id: "commitment",
      title: "Our commitment",
      content: (
        <p>
          Agriculture is for everyone, and so is this website. {site.name} is committed to making
          our website usable by as many people as possible, including people who use screen readers,
          screen magnifiers, voice control, keyboard-only navigation or other assistive
          technologies. We treat accessibility as an ongoing responsibility, not a one-time project.
        </p>
      ),
    },
    {
      id: "conformance",
      title: "Conformance status",
      content: (
        <>
          <p>
            The Web Content Accessibility Guidelines (WCAG) define requirements that make web
            content more accessible to people with disabilities. We use WCAG 2.1 level AA as our
            standard.
          </p>
          <p>
            This website is <strong>partially conformant with WCAG 2.1 level AA</strong>. Partially
            conformant means that some parts of the content do not yet fully conform to the
            standard. The known exceptions are listed under{" "}
            <a href="#known-limitations">Known limitations</a> below.
          </p>
        </>
      ),
    },
    {
      id: "measures",
      title: "What we have done",
      content: (
        <>
          <p>To make the website accessible, we have built it with:</p>
          <ul>
            <li>
              <strong>Semantic HTML:</strong> header, navigation, main content and footer landmarks;
              one main heading per page with a logical heading order; and real lists, links and
              buttons that assistive technologies can identify.
            </li>
            <li>
              <strong>Keyboard navigation:</strong> every link, button, menu and form control can be
              reached and used with a keyboard alone. The mobile menu closes with the Escape key and
              returns focus to the menu button.
            </li>
            <li>
              <strong>A skip link:</strong> a “Skip to content” link is the first thing you reach
              with the keyboard on every page, so you can bypass the navigation.
            </li>
            <li>
              <strong>Visible focus:</strong> a clear, high-contrast outline shows which element has
              keyboard focus.
            </li>
            <li>
              <strong>Colour contrast:</strong> our text and interface colours are chosen to meet
              the WCAG AA contrast ratios, and we do not rely on colour alone to convey information.
            </li>
            <li>
              <strong>Accessible forms:</strong> every field has a visible label, and required and
              optional fields are marked in text. Errors are shown in text next to the field they
              concern, linked to that field and announced to screen readers, and confirmation
              messages after sending a form are announced too.
            </li>
            <li>
              <strong>Text alternatives:</strong> meaningful images on our own pages have text
              descriptions, and decorative icons are hidden from screen readers.
            </li>
            <li>
              <strong>Flexible layout:</strong> pages adapt to small screens, browser zoom and
              larger text settings, and smooth scrolling is turned off if your device asks for
              reduced motion.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "known-limitations",
      title: "Known limitations",
      content: (
        <>
          <p>
            Despite our efforts, some parts of the website are not yet fully accessible. We know of
            the following limitations:
          </p>
          <ul>
            <li>
              <strong>Third-party product websites.</strong> The {productNames} websites linked from
              our home page are separate websites. They are not covered by this statement, and we
              cannot guarantee their accessibility. If you have difficulty using them, let us know
              and we will pass your feedback on.
            </li>
            <li>
              <strong>Images in articles.</strong> Images in our Strategic Perspectives articles,
              including cover images and author photos, are supplied by the authors and may lack a
              text description, or have one that does not fully describe a chart or diagram. If you
              need a description of an image, contact us and we will provide one.
            </li>
            <li>
              <strong>Article formatting.</strong> Articles are written by a range of authors, and
              some may not follow an ideal heading structure.
            </li>
            <li>
              <strong>Confirmation messages.</strong> The messages shown after you send a form close
              automatically after a few seconds. They are announced to screen readers, stay open
              while you hover over or focus them, and can be reached by pressing F8.
            </li>
            <li>
              <strong>Staff admin area.</strong> The private admin area used by our team is built
              with the same components and practices, but it has been tested less thoroughly than
              the public pages.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "compatibility",
      title: "Compatibility",
      content: (
        <>
          <p>
            This website is designed to work with current versions of Chrome, Edge, Firefox and
            Safari on desktop and mobile devices, together with screen readers such as NVDA, JAWS,
            VoiceOver and TalkBack. It is not designed for older browsers such as Internet Explorer.
          </p>
          <p>
            The website relies on HTML, CSS, WAI-ARIA and JavaScript. Pages are sent from our server
            with their text already in place, so content can be read before scripts load, but our
            forms need JavaScript to be sent.
          </p>
        </>
      ),
    },
    {
      id: "assessment",
      title: "How we assess accessibility",
      content: (
        <p>
          We assess the accessibility of this website by self-evaluation: automated accessibility
          checks, manual testing with a keyboard alone, and checks with screen readers and browser
          zoom. We review accessibility whenever we make significant changes to the website.
        </p>
      ),
    },
    {
      id: "feedback",
      title: "Feedback and assistance",
      content: (
        <>
          <p>
            We welcome your feedback. If you run into a barrier on this website, need information in
            a different format, or would like to send us a startup idea or register investment
            interest without using our forms, please contact us by e-mail at{" "}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> or by phone at{" "}
            <a href={telHref(contact.phone)}>{contact.phone}</a> ({site.officeHours}).
          </p>
          <p>It helps us if you can tell us:</p>
          <ul>
            <li>the address (URL) of the page where you had the problem;</li>
            <li>what you were trying to do and what went wrong; and</li>
            <li>the browser and any assistive technology you were using.</li>
          </ul>
          <p>
            <strong>We will respond to accessibility feedback within 5 business days.</strong> If
            the problem cannot be fixed quickly, we will tell you what we plan to do and make sure
            you can get the information or service you need in another way in the meantime.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: <LegalContactDetails />,
    },
  ];

  return (
    <LegalPage
      title="Accessibility Statement"
      intro={
        <p>
          {site.name} wants everyone, including farmers, founders and investors who use assistive
          technology, to be able to read our articles, learn about our work and share their ideas
          with us. This statement describes how accessible this website is, where we know it falls
          short, and how to reach us if you need help.
        </p>
      }
      sections={sections}
    />
  );
}
