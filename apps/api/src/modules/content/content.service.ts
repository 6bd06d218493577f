import type { Partner, Testimonial } from '@marquee/contracts/content';
import type { DbOrTx } from '../../db/client';
import { listPartners, listTestimonials, type PartnerRow, type TestimonialRow } from './content.repository';

/**
 * The public address of a stored image. Demo content and bundled images are stored as web paths
 * ('/images/partners/x.svg') or full URLs and are served as they are; uploaded files get their
 * address from the storage module once it exists.
 */
export function imageUrl(key: string | null): string | null {
  if (!key) return null;
  if (key.startsWith('/') || /^https?:\/\//.test(key)) return key;
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export const presentPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  company_name: row.companyName,
  website: row.website,
  image_url: imageUrl(row.imagePath),
});

export const presentTestimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  title: row.title,
  description: row.description,
  text: row.text,
  // numeric(2,1) arrives as a string ('4.5').
  rate: Number(row.rate),
  avatar_url: imageUrl(row.avatarPath),
  quote_requests_total: row.quoteRequestsTotal,
});

export async function getPartners(db: DbOrTx): Promise<{ data: Partner[] }> {
  return { data: (await listPartners(db)).map(presentPartner) };
}

export async function getTestimonials(db: DbOrTx): Promise<{ data: Testimonial[] }> {
  return { data: (await listTestimonials(db)).map(presentTestimonial) };
}
