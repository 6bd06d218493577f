import { Typography } from '@mantine/core';
import { contact } from '../../../config/paths';
import { DocumentLink } from './document-link';
import type { LegalContentProps } from './types';

/** Privacy Policy: the commitments of spec section 1 (England and Wales, English law, EU hosting, 12-month review). */
export function PrivacyContent({ openDocument }: LegalContentProps) {
  const mail = (
    <a href={`mailto:${contact.email}`} style={{ textDecoration: 'underline' }}>
      {contact.email}
    </a>
  );
  return (
    <Typography>
      <p>
        This policy explains what personal data Marquee collects when you use our website and services, why we
        use it, who we share it with and the rights you have. We handle personal data in line with the UK
        General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
      </p>

      <h3>1. Who we are</h3>
      <p>
        Marquee is operated by a company registered in England and Wales, which is the controller of your
        personal data. This policy and any question about it are governed by English law. Write to us at{' '}
        {mail} about anything in this policy.
      </p>

      <h3>2. What we collect</h3>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, phone number, company name, position
          and primary function, and your password (stored only as a secure hash).
        </li>
        <li>
          <strong>Requests and conversations:</strong> the services, locations, dates and descriptions in your
          requests for quotes, proposals, chat messages and attachments, and reviews.
        </li>
        <li>
          <strong>Supplier profiles:</strong> business details, services and service area, photographs,
          documents and credentials you choose to publish.
        </li>
        <li>
          <strong>Payments (suppliers):</strong> your plan and billing history. Card details are collected by
          our payment provider; we receive only the card brand, last four digits and expiry.
        </li>
        <li>
          <strong>Preferences and technical data:</strong> your marketing choices, and the IP address, browser
          and activity logs needed to keep the service secure.
        </li>
      </ul>

      <h3>3. Why we use it, and our lawful bases</h3>
      <ul>
        <li>
          To provide the marketplace: create your account, send your requests to matching suppliers, deliver
          proposals and messages, and manage subscriptions (<em>performance of a contract</em>).
        </li>
        <li>
          To keep Marquee safe and improve it: prevent fraud and abuse, review supplier listings, and
          understand how the service is used (<em>legitimate interests</em>).
        </li>
        <li>
          To send news, marketing, updates and partner communications, only if you opted in (<em>consent</em>,
          which you can withdraw at any time).
        </li>
        <li>
          To keep financial records and answer lawful requests (<em>legal obligation</em>).
        </li>
      </ul>

      <h3>4. Who we share it with</h3>
      <p>
        When you send a request for a quote, the suppliers it goes to see its details and the contact details
        needed to answer it. Suppliers&rsquo; published profiles are visible to everyone. We also use trusted
        service providers for hosting, e-mail delivery and card payments, who act only on our instructions,
        and we may share data with professional advisers or authorities where the law requires it. We never
        sell your personal data.
      </p>

      <h3>5. Where your data is held</h3>
      <p>
        Your data is stored on servers in the European Union. The UK recognises the EU as providing adequate
        protection for personal data. If a provider ever needs to process data outside the UK or the EU, we
        put in place the safeguards UK law requires, such as the International Data Transfer Agreement.
      </p>

      <h3>6. How long we keep it</h3>
      <ul>
        <li>We keep account data for as long as your account is open.</li>
        <li>
          Organiser data is reviewed on 12-month cycles: data that is no longer needed for the service is
          deleted or anonymised at each review.
        </li>
        <li>
          When you delete your profile, your personal data is removed and cannot be recovered, except for
          records we must keep by law (for example invoices, kept for six years for HMRC).
        </li>
      </ul>

      <h3>7. Your rights</h3>
      <p>Under UK GDPR you have the right to:</p>
      <ul>
        <li>access the personal data we hold about you and receive a copy;</li>
        <li>have inaccurate data corrected, and have your data erased;</li>
        <li>restrict or object to how we use it, including for direct marketing;</li>
        <li>receive the data you gave us in a portable format;</li>
        <li>withdraw your consent to marketing at any time.</li>
      </ul>
      <p>
        To use any of these rights, e-mail {mail}; we will reply within one month. You can update your details
        and marketing choices in your account settings at any time. If you are unhappy with how we handle your
        data, you may complain to the Information Commissioner&rsquo;s Office (ico.org.uk, 0303 123 1113),
        though we would appreciate the chance to put things right first.
      </p>

      <h3>8. Security</h3>
      <p>
        Data is encrypted in transit, passwords are stored as one-way hashes, and access to personal data is
        limited to the people who need it to run the service.
      </p>

      <h3>9. Cookies</h3>
      <p>
        We use only the cookies and browser storage the website needs to work; see our{' '}
        <DocumentLink kind="cookies" openDocument={openDocument}>
          Cookies Policy
        </DocumentLink>
        .
      </p>

      <h3>10. Changes to this policy</h3>
      <p>
        We will post any changes here and, if they affect you significantly, tell you by e-mail before they
        take effect.
      </p>
    </Typography>
  );
}
