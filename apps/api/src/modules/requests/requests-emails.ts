import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PAGE_PATH } from '../mail/links';
import { loginLinkEmail, type RenderedEmail } from '../mail/templates';

/*
 * The e-mails of requests for quotes (docs/decisions/0036). Each carries a one-click sign-in to the page it is
 * about (spec 2.3 deep links: to=rfq_notify for suppliers, to=rfq for organisers). The supplier reminder is an
 * optional e-mail: it is sent only to suppliers who said yes to updates (receive_updates_and_info) and carries an
 * unsubscribe link.
 */

const dots = (day: string) => day.split('-').reverse().join('.');

export interface RequestSummary {
  product: string;
  location: string;
  dateFrom: string;
  dateUntil: string;
  dateOffersUntil: string;
}

const when = (r: RequestSummary) =>
  r.dateFrom === r.dateUntil ? dots(r.dateFrom) : `${dots(r.dateFrom)} - ${dots(r.dateUntil)}`;

export function newRequestEmail(p: {
  name: string;
  request: RequestSummary;
  link: string;
  validDays: number;
}) {
  return loginLinkEmail({
    template: 'rfq_notify',
    subject: `New request for ${p.request.product} in ${p.request.location}`,
    heading: `A new request for ${p.request.product}`,
    paragraphs: [
      `Hello ${p.name},`,
      `An event organiser is looking for ${p.request.product} in ${p.request.location} on ${when(p.request)}.`,
      `Offers are open until ${dots(p.request.dateOffersUntil)}. Reply early: organisers often choose among the first quotes.`,
    ],
    buttonLabel: 'View the request',
    link: p.link,
    validDays: p.validDays,
  });
}

export function newQuotesEmail(p: {
  name: string;
  product: string;
  count: number;
  link: string;
  validDays: number;
}) {
  const quotes = p.count === 1 ? 'a new quote' : `${p.count} new quotes`;
  return loginLinkEmail({
    template: 'rfq_quotes',
    subject: `You have ${quotes} for ${p.product}`,
    heading: `You have ${quotes}`,
    paragraphs: [`Hello ${p.name},`, `Suppliers have answered your request for ${p.product}.`],
    buttonLabel: 'See the quotes',
    link: p.link,
    validDays: p.validDays,
  });
}

export function offersClosedEmail(p: {
  name: string;
  product: string;
  count: number;
  link: string;
  validDays: number;
}) {
  const received =
    p.count === 0 ? 'no quotes arrived' : p.count === 1 ? '1 quote arrived' : `${p.count} quotes arrived`;
  return loginLinkEmail({
    template: 'rfq_offers_closed',
    subject: `Offers for ${p.product} have closed`,
    heading: 'The offers deadline has passed',
    paragraphs: [
      `Hello ${p.name},`,
      `Your request for ${p.product} no longer accepts quotes: ${received}.`,
      'You can select a supplier, or extend the deadline to hear from more.',
    ],
    buttonLabel: 'Open my request',
    link: p.link,
    validDays: p.validDays,
  });
}

export function offersReminderEmail(p: {
  name: string;
  request: RequestSummary;
  link: string;
  validDays: number;
  unsubscribeUrl: string;
}): RenderedEmail {
  const email = loginLinkEmail({
    template: 'rfq_notify_reminder',
    subject: `Last day to quote for ${p.request.product} in ${p.request.location}`,
    heading: 'Offers close soon',
    paragraphs: [
      `Hello ${p.name},`,
      `The request for ${p.request.product} in ${p.request.location} on ${when(p.request)} accepts quotes until ${dots(p.request.dateOffersUntil)}.`,
      `You receive reminders because you asked for updates. Stop them: ${p.unsubscribeUrl}`,
    ],
    buttonLabel: 'Answer the request',
    link: p.link,
    validDays: p.validDays,
  });
  return { ...email, links: [...email.links, p.unsubscribeUrl] };
}

/**
 * The unsubscribe link's signature: an HMAC of the user and topic keyed by the user's password hash, so it needs
 * no stored token and stops working when the password changes.
 */
export function unsubscribeSignature(userId: number, passwordHash: string) {
  return createHmac('sha256', passwordHash).update(`unsubscribe:${userId}:updates`).digest('base64url');
}

export const validUnsubscribeSignature = (userId: number, passwordHash: string, given: string) => {
  const want = Buffer.from(unsubscribeSignature(userId, passwordHash));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
};

/**
 * The link of an optional e-mail: the web page of that path (apps/web), which asks to confirm, then sends the same
 * fields to `POST api/email-preferences/unsubscribe` and shows the answer with a way back to the site.
 */
export function unsubscribeUrl(appUrl: string, userId: number, passwordHash: string) {
  const url = new URL(UNSUBSCRIBE_PAGE_PATH, appUrl);
  url.searchParams.set('user', String(userId));
  url.searchParams.set('signature', unsubscribeSignature(userId, passwordHash));
  return url.toString();
}
