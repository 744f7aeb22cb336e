import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { Link } from "react-router";
import { LegalContactDetails, LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { useContact } from "~/lib/use-contact";

/** The page itself; its route loads it as a static island (see ~/lib/islands). */
export function TermsOfService() {
  const contact = useContact();
  const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  const privacyPolicy = <Link to={paths.privacyPolicy}>Privacy Policy</Link>;

  const sections: LegalSection[] = [
    {
      id: "agreement",
      title: "Agreement to these terms",
      content: (
        <>
          <p>
            These Terms of Service (“Terms”) are an agreement between you and {site.name} (“
            {site.shortName},” “we,” “us” or “our”), an agricultural-technology venture builder
            based in {site.address}. They apply to your use of this website, including its public
            pages, its forms and our Strategic Perspectives articles (together, the “Site”).
          </p>
          <p>
            By using the Site you agree to these Terms and to our {privacyPolicy}, which explains
            how we handle your information. Our forms also ask you to confirm your agreement before
            you send them. If you do not agree, please do not use the Site.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Who may use the Site",
      content: (
        <p>
          Anyone may read the Site. To submit a startup idea or register investment interest you
          must be at least 18 years old and able to enter into a binding agreement. If you submit
          information on behalf of a company or other organisation, you confirm that you are
          authorised to do so, and “you” in these Terms includes that organisation.
        </p>
      ),
    },
    {
      id: "use-of-the-site",
      title: "Using the Site",
      content: (
        <>
          <p>You agree to use the Site lawfully and not to:</p>
          <ul>
            <li>
              submit false or misleading information, or anyone else’s personal information without
              their permission;
            </li>
            <li>
              send spam or automated submissions, or try to get around our rate limits or spam
              protection;
            </li>
            <li>
              try to gain unauthorised access to the admin area, to other people’s information or to
              our systems, or probe or test them for vulnerabilities;
            </li>
            <li>
              interfere with the Site’s operation, for example by introducing malware or placing an
              unreasonable load on our servers;
            </li>
            <li>harvest or scrape personal information from the Site; or</li>
            <li>impersonate anyone or misrepresent your connection with any person or company.</li>
          </ul>
          <p>
            If you believe you have found a security vulnerability, please report it to us at{" "}
            {email} rather than testing it further. We may suspend or block access to the Site for
            anyone who breaks these Terms.
          </p>
        </>
      ),
    },
    {
      id: "startup-ideas",
      title: "Startup idea submissions",
      content: (
        <>
          <p>We are glad to hear your ideas. So that expectations are clear on both sides:</p>
          <ul>
            <li>
              <strong>You keep ownership of your idea.</strong> Submitting it does not transfer any
              of your rights in it to us.
            </li>
            <li>
              <strong>No confidentiality is implied.</strong> Submitting an idea through the Site
              does not create a non-disclosure agreement, a confidential or fiduciary relationship,
              or a partnership between you and {site.name}. We handle submissions with care and
              share them only as our {privacyPolicy} describes, but we cannot accept obligations of
              confidentiality for unsolicited submissions. Please do not include trade secrets,
              unpatented inventions or other information you are not prepared to disclose. If you
              need a non-disclosure agreement, contact us before sharing those details.
            </li>
            <li>
              <strong>We may already be working on something similar.</strong> We review many ideas
              and build companies of our own. We may already be developing, or may later develop or
              invest in, ideas similar to yours that were created independently. Your submission
              does not restrict us from doing so, and no compensation is owed because of any
              similarity.
            </li>
            <li>
              <strong>Permission to review.</strong> You allow us to store, copy and use your
              submission internally to evaluate it, contact you about it and keep a record of it. We
              will not publish your idea without your permission.
            </li>
            <li>
              <strong>No obligation.</strong> We are not obliged to review or respond to a
              submission, or to invest in, co-found, accelerate or otherwise support any idea or
              company. Any such relationship exists only under a separate written agreement signed
              by both parties.
            </li>
            <li>
              <strong>Your promises.</strong> You confirm that the information you submit is
              accurate, that you have the right to share it with us, and that it does not infringe
              anyone else’s rights or disclose anyone else’s confidential information.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "investment-interest",
      title: "Investment interest registrations",
      content: (
        <>
          <p>
            Registering investment interest through the Site tells us that you would like to hear
            about opportunities to invest in agricultural-technology ventures. Please note:
          </p>
          <ul>
            <li>
              <strong>It is not a commitment.</strong> A registration is a non-binding indication of
              interest. It does not oblige you to invest or us to offer you any investment.
            </li>
            <li>
              <strong>It is not an offer of securities.</strong> Nothing on the Site is an offer to
              sell, or a solicitation of an offer to buy, any security. Any investment opportunity
              would be offered only through separate offering documents, in compliance with
              applicable federal and state securities laws, and may be available only to investors
              who meet certain eligibility requirements, such as accredited investor status.
            </li>
            <li>
              <strong>It is not investment advice.</strong> Nothing on the Site, including our
              Strategic Perspectives articles, is investment, financial, legal, tax or accounting
              advice, or a recommendation to buy or sell anything. Registering interest does not
              make you our client, and we do not act as your broker, adviser or fiduciary.
            </li>
            <li>
              <strong>Early-stage investing is risky.</strong> Investments in startups are
              speculative and illiquid, and you could lose all of the money you invest. Please
              consult your own qualified advisers before making any investment decision.
            </li>
            <li>
              <strong>Capital ranges are for guidance only.</strong> The range you select helps us
              understand your interest. It is not a minimum, a maximum or a commitment.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "content",
      title: "Strategic Perspectives and other content",
      content: (
        <p>
          Our Strategic Perspectives articles and the other content on the Site are provided for
          general information only. Articles reflect their authors’ views at the time of writing,
          may not be updated as circumstances change, and may include forward-looking statements
          about markets and technologies that are not guarantees of future results. You should not
          rely on any of this content as the sole basis for a decision.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      content: (
        <>
          <p>
            The Site and its content, including its text, articles, graphics, logos and design, and
            the name {site.name}, are owned by or licensed to {site.name} and are protected by
            copyright, trademark and other laws. We grant you a limited, non-exclusive,
            non-transferable and revocable licence to view and print the Site’s content for your
            personal, non-commercial use, provided you keep any copyright and other notices intact.
          </p>
          <p>
            You are welcome to share links to our pages and articles and to quote brief excerpts
            with attribution and a link back to the Site. Any other copying, republication or
            commercial use requires our written permission.
          </p>
          <p>
            If you send us suggestions about the Site itself (as opposed to a startup idea), we may
            use them freely and without any obligation to you.
          </p>
        </>
      ),
    },
    {
      id: "external-links",
      title: "Links to other websites",
      content: (
        <>
          <p>
            The Site links to websites that we do not operate under these Terms, including the
            following product websites featured on our home page:
          </p>
          <ul>
            {site.products.map((product) => (
              <li key={product.name}>
                <a href={product.url} rel="noopener noreferrer">
                  {product.name}
                </a>{" "}
                ({product.kind.toLowerCase()})
              </li>
            ))}
          </ul>
          <p>
            These product websites are separate services with their own terms of use and privacy
            policies, which govern your use of them. The Site may also link to social media profiles
            and to other websites mentioned in our articles. We are not responsible for the content,
            availability or practices of any linked website, and a link does not mean we endorse
            everything on it.
          </p>
        </>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      content: (
        <>
          <p>
            <strong>
              The Site and all of its content are provided “as is” and “as available.”
            </strong>{" "}
            To the fullest extent permitted by law, {site.name} disclaims all warranties, whether
            express or implied, including implied warranties of merchantability, fitness for a
            particular purpose, title and non-infringement.
          </p>
          <p>
            We do not warrant that the Site will be uninterrupted, secure or free of errors or
            harmful components, or that its content is accurate, complete or current. We may change,
            suspend or withdraw any part of the Site at any time without notice.
          </p>
        </>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      content: (
        <>
          <p>
            To the fullest extent permitted by law, {site.name} and its officers, directors,
            employees and agents will not be liable for any indirect, incidental, special,
            consequential, exemplary or punitive damages, or for any loss of profits, revenue, data,
            goodwill or business opportunity, arising out of or relating to the Site, your
            submissions or your reliance on any content on the Site, even if we have been advised of
            the possibility of such damages.
          </p>
          <p>
            To the fullest extent permitted by law, our total liability for all claims arising out
            of or relating to the Site or these Terms will not exceed one hundred U.S. dollars
            (US$100).
          </p>
          <p>
            Some jurisdictions do not allow certain warranties or damages to be excluded or limited.
            In those jurisdictions, the exclusions and limitations above apply to the fullest extent
            the law allows.
          </p>
        </>
      ),
    },
    {
      id: "indemnity",
      title: "Indemnity",
      content: (
        <p>
          You agree to defend, indemnify and hold harmless {site.name} and its officers, directors,
          employees and agents from and against any claims, liabilities, damages, losses and
          expenses, including reasonable attorneys’ fees, arising out of or relating to your breach
          of these Terms, your misuse of the Site, or any information you submit, including any
          claim that your submission infringes someone else’s rights.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      content: (
        <>
          <p>
            These Terms, and any dispute arising out of or relating to them or to the Site, are
            governed by the laws of the State of Michigan, without regard to its conflict-of-law
            rules.
          </p>
          <p>
            Any such dispute will be brought exclusively in the courts located in Wexford County,
            Michigan, and you and we consent to the personal jurisdiction of, and venue in, those
            courts. Before starting any proceedings, we ask that you contact us so that we can try
            to resolve the matter informally.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      content: (
        <p>
          We may update these Terms from time to time. When we do, we will change the “Last Updated”
          date at the top of this page, and if the changes are significant we will also give notice
          on this website. The updated Terms apply from the date they are posted; they do not apply
          to disputes that arose before then. By continuing to use the Site after an update, you
          accept the updated Terms.
        </p>
      ),
    },
    {
      id: "general",
      title: "General",
      content: (
        <ul>
          <li>
            These Terms and our {privacyPolicy} are the entire agreement between you and us about
            the Site. A separate written agreement signed by both parties, such as an investment or
            services agreement, governs the matters it covers.
          </li>
          <li>
            If any provision of these Terms is found to be unenforceable, the remaining provisions
            stay in full effect.
          </li>
          <li>If we do not enforce a provision right away, we do not waive our right to do so.</li>
          <li>
            You may not transfer your rights under these Terms without our consent. We may transfer
            ours, for example as part of a merger or acquisition.
          </li>
          <li>
            Nothing in these Terms creates a partnership, joint venture, employment or agency
            relationship between you and us.
          </li>
        </ul>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: (
        <>
          <p>If you have any questions about these Terms, please get in touch:</p>
          <LegalContactDetails />
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms of Service"
      tableOfContents
      intro={
        <p>
          Please read these Terms of Service carefully. They explain the rules for using the{" "}
          {site.name} website and what submitting a startup idea or registering investment interest
          does, and does not, mean.
        </p>
      }
      sections={sections}
    />
  );
}
