import { loginLinkEmail, type RenderedEmail } from '../mail/templates';
import { escapeHtml } from '../../lib/html-head';

/*
 * The e-mails of supplier moderation and verified documents. Sign-in links use the mail module's login-link
 * layout; the rejection, which cannot carry a sign-in link (a rejected supplier may not sign in), is a plain
 * message of its own.
 */

export function supplierApprovedEmail(p: { name: string; link: string; validDays: number }): RenderedEmail {
  return loginLinkEmail({
    template: 'supplier_approved',
    subject: 'Your Marquee profile is live',
    heading: `Welcome aboard, ${p.name}`,
    paragraphs: [
      'Good news: our team has reviewed and approved your supplier profile. It is now listed in the Marquee directory, and you will receive requests for quotes from event organisers.',
    ],
    buttonLabel: 'Go to my dashboard',
    link: p.link,
    validDays: p.validDays,
  });
}

export function supplierRejectedEmail(p: {
  name: string;
  reason: string;
  contactUrl: string;
}): RenderedEmail {
  const heading = 'Your Marquee registration';
  const paragraphs = [
    `Hello ${p.name},`,
    'Thank you for registering with Marquee. Our administrators have reviewed your profile and could not approve it, for the following reason:',
    p.reason,
    'If you have questions, reply to this e-mail or contact us through our website.',
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;">
<h1 style="font-size:22px;">${escapeHtml(heading)}</h1>
${paragraphs.map((t) => `<p style="font-size:16px;line-height:24px;white-space:pre-line;">${escapeHtml(t)}</p>`).join('\n')}
<p><a href="${escapeHtml(p.contactUrl)}">${escapeHtml(p.contactUrl)}</a></p>
</body></html>`;
  return {
    template: 'supplier_rejected',
    subject: 'Your Marquee registration was not approved',
    links: [p.contactUrl],
    html,
    text: [heading, '', ...paragraphs.flatMap((t) => [t, '']), p.contactUrl].join('\n'),
  };
}

export function documentExpiryEmail(p: {
  name: string;
  label: string;
  validTo: string;
  days: number;
  link: string;
  validDays: number;
}): RenderedEmail {
  const [y, m, d] = p.validTo.split('-');
  return loginLinkEmail({
    template: `document_expiry_${p.days}`,
    subject: `Your ${p.label} expires in ${p.days} days`,
    heading: `Your ${p.label} expires soon`,
    paragraphs: [
      `Hello ${p.name},`,
      `The ${p.label} on your Marquee profile is valid until ${d}.${m}.${y}. After that day the "Verified" badge disappears from your profile and directory listing.`,
      'Upload the renewed document to your profile and our team will verify it again.',
    ],
    buttonLabel: 'Update my documents',
    link: p.link,
    validDays: p.validDays,
  });
}
