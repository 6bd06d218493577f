import { NATIONWIDE } from '@marquee/contracts/enums';
import { normaliseWebsite } from '@marquee/contracts/website';

/** Two initials for an avatar without a photo: 'Northern Banners' → 'NB', 'AV' → 'AV'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Dates are shown as dd.MM.yyyy (spec 9), in the browser's time zone; a date without a time is that day.
 * (Written out rather than with dayjs, which would weigh on every directory page's first load.)
 */
export function displayDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** A website without its scheme and trailing slash, for display: 'www.northernbanners.example'. */
export const displayWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * The address a website links to: the one rule of packages/contracts (https:// added to a bare domain), or null
 * for anything that is not an http(s) address of a domain, which is then shown without a link (decision 0049).
 */
export const websiteHref = (url: string): string | null => normaliseWebsite(url);

/** The supplier's reach in words: 'Within 25 miles' or 'Nationwide'. */
export function reachText(nearby: number | null): string | null {
  if (nearby === null) return null;
  return nearby >= NATIONWIDE ? 'Covers the whole UK' : `Covers up to ${nearby} miles`;
}

/** Averages are shown as whole stars (spec 2.5 'rounded average'). */
export const roundedStars = (rate: number) => Math.min(5, Math.max(0, Math.round(rate)));

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** Message excerpts on request cards are cut at this many characters (spec 2.4). */
export const EXCERPT_LENGTH = 215;

/** A request's id as organisers see it: '123-ds' (spec 2.4). */
export const requestRef = (id: number) => `${id}-ds`;

/** The first 215 characters and an ellipsis, or the whole message when it is shorter. */
export const excerpt = (text: string, length = EXCERPT_LENGTH) =>
  text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;

/** How long a supplier took to reply: '35 min', '4 h', '2 days'. */
export function replyTime(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** A price in pounds: '£1,250' or '£99.50'. */
export const pounds = (price: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price);

/** A share (0..1) as a whole percent: '67%'. */
export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** A count with thousands separators: '1,250'. */
export const count = (n: number) => n.toLocaleString('en-GB');

/** A day's month as a chart axis reads it: 'Oct 2026' (yyyy-MM-dd in, the day taken at noon UTC). */
export const monthLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
