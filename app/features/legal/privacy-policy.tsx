import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { Link } from "react-router";
import {
  LegalContactDetails,
  LegalPage,
  type LegalSection,
  telHref,
} from "~/components/legal/legal-page";
import { useContact } from "~/lib/use-contact";

/** The page itself; its route loads it as a static island (see ~/lib/islands). */
export function PrivacyPolicy() {
  const contact = useContact();
  const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  const phone = <a href={telHref(contact.phone)}>{contact.phone}</a>;
  const productNames = site.products.map((product) => product.name).join(" and ");

  const sections: LegalSection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      content: (
        <>
          <p>
            {site.name} (“{site.shortName},” “we,” “us” or “our”) is an agricultural-technology
            venture builder based in {site.address}. We build, invest in and accelerate startups
            across farming, food and forestry.
          </p>
          <p>
            This Privacy Policy applies to this website, including its public pages, its forms and
            our Strategic Perspectives articles. It does not apply to the {productNames} product
            websites or to any other website we link to; those sites have their own privacy
            policies.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      content: (
        <>
          <p>
            We collect only the information you choose to send us and the minimum technical
            information a web server needs to deliver pages safely. You can read every public page
            of this website without telling us who you are.
          </p>

          <h3>When you submit a startup idea</h3>
          <p>The startup idea form asks for:</p>
          <ul>
            <li>your name;</li>
            <li>your e-mail address;</li>
            <li>your phone number (optional);</li>
            <li>a description of your idea;</li>
            <li>the agricultural sector it belongs to; and</li>
            <li>its stage of development (for example, concept or prototype).</li>
          </ul>
          <p>
            Before the form can be sent you must confirm that you agree to our{" "}
            <Link to={paths.termsOfService}>Terms of Service</Link>.
          </p>

          <h3>When you register investment interest</h3>
          <p>The investment interest forms ask for:</p>
          <ul>
            <li>your name;</li>
            <li>your e-mail address;</li>
            <li>your phone number (optional);</li>
            <li>the agricultural industry sector or sectors that interest you;</li>
            <li>the range of investment capital you have available;</li>
            <li>any additional information you choose to give us (optional); and</li>
            <li>
              your agreement to our <Link to={paths.termsOfService}>Terms of Service</Link>, which
              the form requires before it can be sent.
            </li>
          </ul>
          <p>
            With each submission we store the date and time it arrived. Our staff may add a review
            status and internal notes as they follow up with you.
          </p>

          <h3>When you contact us directly</h3>
          <p>
            If you e-mail or call us, we receive whatever you choose to share, such as your name,
            contact details and the content of your message.
          </p>

          <h3>Server logs</h3>
          <p>
            Like every website, our server automatically records basic technical information when
            your browser requests a page or sends a form: your IP address, the date and time of the
            request, the address requested and the outcome of the request. We use this information
            only to keep the website secure, to diagnose faults and to apply rate limits (counting
            requests from each IP address so that automated spam and abuse can be blocked).
          </p>

          <h3>Staff accounts</h3>
          <p>
            Our staff sign in to a private admin area to review submissions. For those accounts we
            store a username, a name, a work e-mail address, a role, a password kept only as a
            salted, one-way hash, the sign-in sessions described below, and a record of what each
            person does in the admin area (so that the team can see who changed what). Visitors to
            the public website do not have accounts.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      content: (
        <>
          <p>
            This website uses a single cookie, and only for staff: a{" "}
            <strong>strictly necessary session cookie</strong> that is set when a member of our team
            signs in to the admin area. It holds a random identifier that keeps them signed in, it
            cannot be read by scripts on the page, and it stops working when they sign out or after
            7 days without use. If you do not sign in to the admin area, we set no cookies in your
            browser at all.
          </p>
          <p>We do not use:</p>
          <ul>
            <li>analytics or visitor-statistics services;</li>
            <li>advertising or marketing cookies;</li>
            <li>tracking pixels, fingerprinting or session recording;</li>
            <li>
              third-party trackers or embedded social media widgets (our social media links are
              plain links); or
            </li>
            <li>
              externally hosted fonts: our fonts are self-hosted and served from our own server, so
              loading a page does not contact a font provider.
            </li>
          </ul>
          <p>
            Because we use no cookies beyond the strictly necessary one, we do not show a cookie
            banner. Because we do not track you across websites, there is nothing for “Do Not Track”
            or Global Privacy Control signals to switch off, but we welcome them.
          </p>
          <p>
            Some images in our Strategic Perspectives articles, such as cover images and author
            photos, may be supplied by the authors and loaded from the websites where they are
            hosted. When your browser loads such an image, that website receives your IP address and
            standard browser information, as with any web request. We do not use these images to
            track you.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      content: (
        <>
          <p>We use the information described above to:</p>
          <ul>
            <li>review and evaluate the startup ideas you submit;</li>
            <li>
              respond to you and follow up about your idea, your investment interest or your
              message, starting with one e-mail confirming that we received it (at most one a day to
              any address, holding nothing but your name);
            </li>
            <li>
              let the members of our team who review submissions know, by e-mail, that yours has
              arrived;
            </li>
            <li>
              discuss potential investment, co-founding and acceleration opportunities with you;
            </li>
            <li>keep a record of our conversations with you;</li>
            <li>
              protect this website and its visitors, including detecting and blocking spam and
              abuse; and
            </li>
            <li>meet our legal obligations.</li>
          </ul>
          <p>
            We will not add you to a mailing list or send you marketing messages unless you ask us
            to. We do not use your information for profiling or for decisions made solely by
            automated means.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How we share information",
      content: (
        <>
          <p>
            <strong>We do not sell your personal information</strong>, and we do not share it for
            advertising. We share it only in these cases:
          </p>
          <ul>
            <li>
              <strong>Our team.</strong> Submissions are available only to {site.name} staff who
              need them to review and respond to you.
            </li>
            <li>
              <strong>Service providers.</strong> Companies that host this website and its database,
              and the mail service that delivers our e-mail, process information on our behalf. They
              may use it only to provide their services to us and must keep it confidential.
            </li>
            <li>
              <strong>With your permission.</strong> For example, if you would like us to introduce
              you to a potential co-founder, mentor or co-investor, we will ask you first.
            </li>
            <li>
              <strong>Legal requirements.</strong> When we believe in good faith that the law, a
              court order or a government request requires it, or that it is necessary to protect
              the rights, property or safety of {site.name}, our visitors or others.
            </li>
            <li>
              <strong>Business transfers.</strong> If {site.name} is involved in a merger,
              acquisition or sale of assets, your information may be transferred as part of that
              transaction, and this Privacy Policy will continue to apply to it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep information",
      content: (
        <ul>
          <li>
            <strong>Startup ideas, investment interest and correspondence:</strong> for as long as
            we are considering your submission or remain in contact with you, and then for no more
            than three years after our last contact with you, unless you ask us to delete them
            sooner. Our systems delete a submission automatically, every day, once it has not been
            touched for three years; our team's notes and comments on it, and the e-mail we sent
            about it, go with it. If we enter into an agreement with you, we keep the records that
            agreement and the law require.
          </li>
          <li>
            <strong>Server logs:</strong> no longer than 30 days, unless we need a specific record
            to investigate a security incident.
          </li>
          <li>
            <strong>Rate-limit counters:</strong> one counter per form and IP address, kept in our
            database for one hour from your first submission and deleted within minutes after that
            hour ends.
          </li>
          <li>
            <strong>Staff sessions:</strong> ended when the staff member signs out or after 7 days
            without use.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your choices and rights",
      content: (
        <>
          <p>Whatever state or country you live in, you may ask us to:</p>
          <ul>
            <li>
              <strong>access</strong> the personal information we hold about you and receive a copy
              of it (one file with every submission made with your e-mail address, our notes and
              comments on them, and their history);
            </li>
            <li>
              <strong>correct</strong> information that is inaccurate or incomplete;
            </li>
            <li>
              <strong>delete</strong> your information: every submission made with your address, our
              notes and comments on it, and the e-mail we sent you or wrote about you; or
            </li>
            <li>stop contacting you about your submission.</li>
          </ul>
          <p>
            To make a request, e-mail us at {email}, ideally from the address you used in your
            submission, or call us at {phone}. We may need to confirm your identity before acting on
            a request, and we will respond within 30 days. We may keep information we are required
            by law to keep, or need to establish or defend legal claims, and we will tell you if
            that is the case. We will not treat you differently for exercising these rights.
          </p>
          <p>
            Some laws, such as those of California or the European Union, give residents additional
            rights. If one of those laws applies to you, contact us and we will honour the rights it
            gives you.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children’s privacy",
      content: (
        <p>
          This website is not directed to children under 13, and our forms are intended for adults
          aged 18 or over. We do not knowingly collect personal information from children. If you
          believe a child has sent us personal information, please contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "security",
      title: "Security",
      content: (
        <>
          <p>We protect the information you send us with measures that include:</p>
          <ul>
            <li>encrypted (HTTPS) connections between your browser and our website;</li>
            <li>
              access to submissions restricted to authorised staff, each with their own account;
            </li>
            <li>staff passwords stored only as salted, one-way hashes;</li>
            <li>a session cookie that scripts on the page cannot read; and</li>
            <li>limits on how often forms can be sent, to block automated abuse.</li>
          </ul>
          <p>
            No website or database can be guaranteed to be completely secure. If a security breach
            affects your personal information, we will notify you as required by applicable law.
          </p>
        </>
      ),
    },
    {
      id: "where-information-is-stored",
      title: "Where information is stored",
      content: (
        <p>
          {site.name} is based in the United States, and we store and process information in the
          United States. If you use this website from another country, your information will be
          transferred to, stored and processed in the United States, where data protection laws may
          differ from those in your country.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      content: (
        <p>
          We may update this Privacy Policy from time to time. When we do, we will change the “Last
          Updated” date at the top of this page, and if the changes are significant we will also
          give notice on this website. We will not use information we have already collected in a
          materially different way without your consent.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law",
      content: (
        <p>
          This Privacy Policy, and any dispute about it, is governed by the laws of the State of
          Michigan, without regard to its conflict-of-law rules. Any such dispute will be heard
          exclusively by the courts located in Wexford County, Michigan, as further described in our{" "}
          <Link to={paths.termsOfService}>Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: (
        <>
          <p>
            If you have any questions about this Privacy Policy or how we handle your information,
            please get in touch:
          </p>
          <LegalContactDetails />
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title="Privacy Policy"
      tableOfContents
      intro={
        <p>
          This Privacy Policy explains what information {site.name} collects through this website,
          why we collect it and the choices you have. In short: we collect only what you choose to
          send us through our forms and the minimum technical information a web server needs; we use
          no analytics, advertising cookies or third-party trackers; and we never sell your
          information.
        </p>
      }
      sections={sections}
    />
  );
}
