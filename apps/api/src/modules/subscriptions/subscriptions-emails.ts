import { billingTexts, showDate } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { VAT_RATE_PERCENT } from '@marquee/contracts/subscriptions';
import { escapeHtml } from '../../lib/html-head';
import type { RenderedEmail } from '../mail/templates';

/*
 * The e-mails of charges: the VAT receipt of every successful charge, a failed renewal (one per attempt) and the
 * move to the free plan after the last retry. Plain messages with a link to the supplier's payments page; they
 * carry no sign-in link, since a receipt is kept and forwarded to accountants.
 */

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

function plainEmail(p: {
  template: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  rows?: [string, string][];
  link: string;
}): RenderedEmail {
  const table = p.rows
    ? `<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">
${p.rows.map(([k, v]) => `<tr><td style="color:#666666;">${escapeHtml(k)}</td><td style="font-weight:bold;">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(p.heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;">
<h1 style="font-size:22px;">${escapeHtml(p.heading)}</h1>
${p.paragraphs.map((t) => `<p style="font-size:16px;line-height:24px;">${escapeHtml(t)}</p>`).join('\n')}
${table}
<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>
</body></html>`;
  return {
    template: p.template,
    subject: p.subject,
    links: [p.link],
    html,
    text: [
      p.heading,
      '',
      ...p.paragraphs.flatMap((t) => [t, '']),
      ...(p.rows ?? []).map(([k, v]) => `${k}: ${v}`),
      '',
      p.link,
    ].join('\n'),
  };
}

export interface ReceiptDetails {
  receiptNumber: string;
  companyName: string;
  name: string;
  planName: string;
  period: SubscriptionPeriod;
  periodStart: string | null;
  periodEnd: string | null;
  net: number;
  vat: number;
  gross: number;
  paidOn: string;
  card: string | null;
  link: string;
}

/** The rows of a VAT receipt (issue 15): number, date, company, plan, period, net, VAT 20 %, gross, card. */
export function receiptRows(r: Omit<ReceiptDetails, 'link'>): [string, string][] {
  const covered =
    r.periodStart && r.periodEnd ? ` (${showDate(r.periodStart)} – ${showDate(r.periodEnd)})` : '';
  return [
    ['Receipt number', r.receiptNumber],
    ['Date', showDate(r.paidOn)],
    ['Company', r.companyName],
    ['Plan', r.planName],
    ['Period', `${billingTexts.periodLabel[r.period]}${covered}`],
    ['Net', pounds(r.net)],
    [`VAT ${VAT_RATE_PERCENT} %`, pounds(r.vat)],
    ['Total paid', pounds(r.gross)],
    ...(r.card ? ([['Card', r.card]] as [string, string][]) : []),
  ];
}

/** The VAT receipt of a successful charge, e-mailed; the same receipt is downloadable as a PDF. */
export function receiptEmail(r: ReceiptDetails): RenderedEmail {
  return plainEmail({
    template: 'payment_receipt',
    subject: `Your Marquee receipt ${r.receiptNumber}`,
    heading: `Receipt ${r.receiptNumber}`,
    paragraphs: [
      `Hello ${r.name},`,
      'Thank you for your payment. This is your VAT receipt; you can also download it as a PDF under Payment methods.',
    ],
    rows: receiptRows(r),
    link: r.link,
  });
}

/** A charge that failed; `retryOn` is the next attempt ('yyyy-mm-dd'). */
export function paymentFailedEmail(p: {
  name: string;
  planName: string;
  amount: number;
  retryOn: string;
  link: string;
}): RenderedEmail {
  return plainEmail({
    template: 'payment_failed',
    subject: 'Your Marquee payment did not go through',
    heading: 'We could not take your payment',
    paragraphs: [
      `Hello ${p.name},`,
      `We could not charge ${pounds(p.amount)} for your ${p.planName} plan to your card. We will try again on ${showDate(p.retryOn)}.`,
      'To keep your plan, check your card or add another one and make it your default under Payment methods.',
    ],
    link: p.link,
  });
}

/** After the last retry: the supplier is on the free plan, and nothing of theirs was deleted. */
export function movedToFreePlanEmail(p: { name: string; planName: string; link: string }): RenderedEmail {
  return plainEmail({
    template: 'moved_to_free_plan',
    subject: 'Your Marquee plan has changed to the free plan',
    heading: 'You are now on the free plan',
    paragraphs: [
      `Hello ${p.name},`,
      `We tried several times but could not take the payment for your ${p.planName} plan, so your account has moved to the free plan. Your profile, requests, quotes and messages are all kept.`,
      'You can choose a plan again at any time under Manage subscriptions.',
    ],
    link: p.link,
  });
}
