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
