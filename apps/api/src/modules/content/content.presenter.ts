import type { Partner, Testimonial } from '@marquee/contracts/content';
import { normaliseWebsite } from '@marquee/contracts/website';
import type { FileUrls } from '../storage/storage.service';
import type { PartnerRow, TestimonialRow } from './content.repository';

export const presentPartner = (row: PartnerRow, files: FileUrls): Partner => ({
  id: row.id,
  company_name: row.companyName,
  // Partners are written by the seed or by hand: only an http(s) address is served, else none (decision 0049).
  website: normaliseWebsite(row.website) ?? '',
  image_url: files.url(row.imagePath),
});

export const presentTestimonial = (row: TestimonialRow, files: FileUrls): Testimonial => ({
  id: row.id,
  name: row.name,
  title: row.title,
  description: row.description,
  text: row.text,
  // numeric(2,1) arrives as a string ('4.5').
  rate: Number(row.rate),
  avatar_url: files.url(row.avatarPath),
  quote_requests_total: row.quoteRequestsTotal,
});
