import { Typography } from '@mantine/core';
import { limits } from '@marquee/contracts/limits';
import { contact } from '../../../config/paths';
import { DocumentLink } from './document-link';
import type { LegalContentProps } from './types';

/** Terms and Conditions: the commitments of spec section 1, written as UK marketplace terms. */
export function TermsContent({ openDocument }: LegalContentProps) {
  const mail = (
    <a href={`mailto:${contact.email}`} style={{ textDecoration: 'underline' }}>
      {contact.email}
    </a>
  );
  return (
    <Typography>
      <p>
        These terms explain how you may use Marquee, the UK marketplace and directory that connects event
        organisers with event suppliers. Please read them carefully. By creating an account, sending a request
        for a quote or listing your business, you agree to them.
      </p>

      <h3>1. Who we are</h3>
      <p>
        Marquee is operated by a company registered in England and Wales (&ldquo;Marquee&rdquo;,
        &ldquo;we&rdquo;, &ldquo;us&rdquo;). You can contact us at any time at {mail}.
      </p>

      <h3>2. Your account</h3>
      <ul>
        <li>You must be at least 18 and, if you register for a business, authorised to act on its behalf.</li>
        <li>The details you give us must be accurate and kept up to date from your account settings.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account; tell us
          straight away if you think someone else has used it.
        </li>
        <li>
          You may delete your profile at any time from your account settings. Deleted profiles cannot be
          recovered.
        </li>
      </ul>

      <h3>3. Organisers</h3>
      <p>
        Using Marquee as an organiser is free. When you send a request for a quote, we pass its details to
        suppliers who offer that service in your area, and they may reply with proposals and contact you
        through Marquee. We do not guarantee how many suppliers will reply, nor their prices or availability.
        Any booking you make is a contract between you and the supplier: Marquee is not a party to it, and the
        supplier is responsible for the services they provide.
      </p>

      <h3>4. Suppliers</h3>
      <ul>
        <li>
          Registering and listing your business is free. Our team reviews every new profile before it is
          published, usually within 24 hours, and may decline a listing that does not meet our standards; if
          we do, we will tell you why by e-mail.
        </li>
        <li>
          You must hold the licences, permits and insurance your services require, and everything in your
          profile (services, service area, photographs, documents and credentials) must be accurate and yours
          to publish.
        </li>
        <li>
          Each supplier may receive and reply to {limits.freeRfqNumberDefault} relevant requests free of
          charge. To answer further requests you need a paid plan, from &pound;{limits.fromPricePerMonth} per
          month.
        </li>
        <li>Proposals must be genuine, priced in good faith and honoured if the organiser accepts them.</li>
      </ul>

      <h3>5. Subscriptions, billing and refunds</h3>
      <ul>
        <li>
          Paid plans are billed monthly or annually, as you choose when you subscribe. Subscriptions renew
          automatically at the end of each billing period until you cancel.
        </li>
        <li>
          Your subscription is charged {limits.firstPaymentDelayDays} days after you apply, and only if your
          application is approved. If your application is not approved, you are not charged.
        </li>
        <li>
          All prices are shown in pounds sterling and include VAT. We will tell you before the next renewal if
          the price of your plan changes.
        </li>
        <li>
          You can cancel at any time from your dashboard; the plan stays active until the end of the period
          you have paid for and does not renew afterwards.
        </li>
        <li>
          Annual plans are paid for the whole year in advance. If you cancel an annual plan part-way through
          the year, there is no partial refund for the unused months.
        </li>
        <li>
          A promotional code gives the stated discount for the stated number of months; the usual price
          applies afterwards. Codes have no cash value and cannot be combined.
        </li>
        <li>
          Card payments are handled by our payment provider. We never see or store your full card number; we
          keep only the card brand and last four digits so you can recognise your saved cards.
        </li>
      </ul>

      <h3>6. Your content and reviews</h3>
      <p>
        You keep ownership of what you upload (logos, photographs, documents, messages). You give us a licence
        to host and display it on Marquee for as long as it is published, so that the marketplace can work.
        Reviews must reflect a genuine experience of the supplier. We may remove content that is unlawful,
        misleading, offensive or that breaches these terms.
      </p>

      <h3>7. Acceptable use</h3>
      <p>You must not:</p>
      <ul>
        <li>send spam, unsolicited advertising or requests that you do not genuinely intend to place;</li>
        <li>copy, scrape or resell the directory or other users&rsquo; details;</li>
        <li>try to get round our security, limits or plans, or interfere with how the service runs;</li>
        <li>use Marquee for anything unlawful, fraudulent or harmful to others.</li>
      </ul>
      <p>We may suspend or close accounts that break these rules.</p>

      <h3>8. Our responsibility to you</h3>
      <p>
        We work hard to keep Marquee available and accurate, but we provide the platform &ldquo;as is&rdquo;
        and cannot promise it will always be uninterrupted. We are not responsible for the acts or omissions
        of organisers or suppliers, or for the events they arrange with each other. Where we provide services
        to a business, our total liability in any 12-month period is limited to the fees you paid us in that
        period. Nothing in these terms limits our liability for death or personal injury caused by our
        negligence, for fraud, or for anything else that cannot be limited under English law, and nothing
        affects your statutory rights as a consumer.
      </p>

      <h3>9. Privacy and cookies</h3>
      <p>
        How we handle personal data is explained in our{' '}
        <DocumentLink kind="privacy" openDocument={openDocument}>
          Privacy Policy
        </DocumentLink>{' '}
        and our{' '}
        <DocumentLink kind="cookies" openDocument={openDocument}>
          Cookies Policy
        </DocumentLink>
        .
      </p>

      <h3>10. Changes to these terms</h3>
      <p>
        We may update these terms from time to time, for example when we add features or the law changes. If a
        change matters to you, we will tell you by e-mail or on the website before it takes effect.
      </p>

      <h3>11. Law and disputes</h3>
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales have
        jurisdiction over any dispute. If you are a consumer living in Scotland or Northern Ireland, you may
        also bring proceedings in your local courts. If something goes wrong, please write to us first at{' '}
        {mail}; most issues are resolved quickly that way.
      </p>
    </Typography>
  );
}
