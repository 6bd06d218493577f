import { notices } from '@marquee/contracts/messages';
import { requestTexts } from '@marquee/contracts/requests';
// Every user-provided value goes through the one escapeHtml before it reaches HTML.
import { escapeHtml } from '../../lib/html-head';

/** A rendered message, ready for the mailer. */
export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
  /** The links the message carries, recorded with it (dev mailbox, tests). */
  links: string[];
}

const BRAND = '#5b2a86';

interface Layout {
  /** Short line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  /** Plain-text paragraphs; escaped here. */
  paragraphs: string[];
  button: { label: string; url: string };
  /** Plain text under the button, e.g. when the link expires. */
  note?: string;
}

/*
 * One branded layout for every message: a table of fixed width with inline styles, because many mail
 * clients ignore <style> blocks and flexbox. The text part says the same thing for clients without HTML.
 */
function render({ preheader, heading, paragraphs, button, note }: Layout): { html: string; text: string } {
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#222222;">${escapeHtml(t)}</p>`;
  const url = escapeHtml(button.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f2f7;font-family:Arial,Helvetica,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f2f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="background:${BRAND};border-radius:8px 8px 0 0;padding:24px 32px;">
<div style="font-size:26px;font-weight:bold;color:#ffffff;letter-spacing:1px;">Marquee</div>
<div style="font-size:14px;color:#e8dcf3;margin-top:4px;">${escapeHtml(notices.tagline)}</div>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#222222;">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="background:${BRAND};border-radius:6px;"><a href="${url}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(button.label)}</a></td>
</tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#666666;">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND};">${url}</a></p>
${note ? `<p style="margin:0;font-size:13px;line-height:20px;color:#666666;">${escapeHtml(note)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #eeeeee;font-size:12px;line-height:18px;color:#888888;">
Marquee, the UK events marketplace. ${escapeHtml(notices.tagline)}.<br>
You receive this e-mail because of an action on your Marquee account. If it was not you, you can ignore it.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    `Marquee: ${notices.tagline}`,
    '',
    heading,
    '',
    ...paragraphs.flatMap((t) => [t, '']),
    `${button.label}: ${button.url}`,
    '',
    ...(note ? [note, ''] : []),
    '--',
    'Marquee, the UK events marketplace.',
    'You receive this e-mail because of an action on your Marquee account. If it was not you, you can ignore it.',
  ].join('\n');
  return { html, text };
}

export function emailConfirmationEmail(p: { name: string; link: string; validDays: number }): RenderedEmail {
  return {
    template: 'email_confirmation',
    subject: 'Confirm your e-mail address',
    links: [p.link],
    ...render({
      preheader: 'One click to confirm your Marquee account.',
      heading: `Welcome to Marquee, ${p.name}`,
      paragraphs: [
        'Thank you for creating an organiser account. Please confirm your e-mail address so suppliers can reach you about your requests.',
        // Anti-fake requests (docs/decisions/0036): what an unconfirmed organiser sends waits for this click.
        requestTexts.heldNotice,
      ],
      button: { label: 'Confirm my e-mail', url: p.link },
      note: `The link works once and expires in ${p.validDays} days.`,
    }),
  };
}

export function passwordResetEmail(p: { name: string; link: string; validMinutes: number }): RenderedEmail {
  return {
    template: 'password_reset',
    subject: 'Reset your Marquee password',
    links: [p.link],
    ...render({
      preheader: 'A link to choose a new password.',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${p.name},`,
        'We received a request to reset the password of your Marquee account.',
      ],
      button: { label: 'Choose a new password', url: p.link },
      note: `The link works once and expires in ${p.validMinutes} minutes. If you did not ask for it, your password stays as it is.`,
    }),
  };
}

/** A one-click sign-in that lands on a page of the dashboard (spec 2.3); later issues give the wording. */
export function loginLinkEmail(p: {
  template?: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  validDays: number;
}): RenderedEmail {
  return {
    template: p.template ?? 'login_link',
    subject: p.subject,
    links: [p.link],
    ...render({
      preheader: p.heading,
      heading: p.heading,
      paragraphs: p.paragraphs,
      button: { label: p.buttonLabel, url: p.link },
      note: `The link signs you in once and expires in ${p.validDays} days.`,
    }),
  };
}

/**
 * After Save & Finish (issue 21): the application is received and what happens next. The spec gives no wording, so
 * it is ours, in plain UK English; the 24 hours are the spec 2.3 modal's promise.
 */
export function applicationReceivedEmail(p: {
  name: string;
  companyName: string;
  link: string;
}): RenderedEmail {
  return {
    template: 'supplier_application_received',
    subject: 'We have received your application',
    links: [p.link],
    ...render({
      preheader: 'Your Marquee profile is with our team for review.',
      heading: 'Thank you for your application',
      paragraphs: [
        `Hello ${p.name},`,
        `We have received the profile of ${p.companyName} and our team is reviewing it now. It will go live within the next 24 hours, and we will e-mail you when it is approved.`,
        'Once you are live, organisers who need your services in your area send requests, and each one that matches reaches you by e-mail and in your dashboard, where you can reply with a proposal.',
      ],
      button: { label: 'How Marquee works for suppliers', url: p.link },
      note: 'You cannot sign in while your profile is under review.',
    }),
  };
}

/** Beyond the spec (decision 0075): a supplier answered the organiser's review; the button opens the public profile. */
export function reviewReplyEmail(p: {
  name: string;
  companyName: string;
  reply: string;
  link: string;
}): RenderedEmail {
  return {
    template: 'review_reply',
    subject: `${p.companyName} replied to your review`,
    links: [p.link],
    ...render({
      preheader: `${p.companyName} replied to your review on Marquee.`,
      heading: `${p.companyName} replied to your review`,
      paragraphs: [`Hello ${p.name},`, `${p.companyName} wrote under your review:`, p.reply],
      button: { label: 'See it on their profile', url: p.link },
      note: 'The reply is public, under your review on the supplier’s profile.',
    }),
  };
}
