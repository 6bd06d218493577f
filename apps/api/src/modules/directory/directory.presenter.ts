import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import type { DocumentType } from '@marquee/contracts/supplier-profile';
import type { DirectoryEntry, Review, SupplierProfile } from '@marquee/contracts/directory';
import type { FileUrls } from '../storage/storage.service';
import { presentReply } from '../reviews/reviews.presenter';
import type { DirectoryRow, ProfileRow, ReviewRow } from './directory.repository';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentEntry(row: DirectoryRow, files: FileUrls): DirectoryEntry {
  return {
    id: row.id,
    company_name: row.company_name,
    location: row.location,
    phone: row.phone,
    display_email: row.display_email,
    website: row.website,
    rating: { rate: row.rate ?? 0, count: row.reviews },
    is_premium: row.is_premium,
    distance_miles: row.distance === null ? null : oneDecimal(row.distance),
    verified: (row.verified ?? []).map((v) => ({ type: v.type as DocumentType, valid_to: v.valid_to })),
    // Photo and summary are what a premium listing adds (spec 6).
    photo_url: row.is_premium ? files.url(row.photo_path) : null,
    summary: row.is_premium ? row.summary : null,
  };
}

export function presentProfile(row: ProfileRow, files: FileUrls): SupplierProfile {
  return {
    id: row.id,
    company_name: row.company_name,
    summary: row.summary,
    photo_url: files.url(row.photo_path),
    cover_url: files.url(row.cover_path),
    location: row.location,
    nearby: row.nearby,
    phone: row.phone,
    display_email: row.display_email,
    website: row.website,
    services: row.services,
    main_service_id: row.main_service_id,
    images: row.images.map((i) => ({ id: i.id, url: files.url(i.path) ?? '' })),
    documents: row.documents.map((d) => ({ id: d.id, url: files.url(d.path) ?? '', name: d.name })),
    verified: row.verified.map((v) => ({ type: v.type as DocumentType, valid_to: v.valid_to })),
    past_events: row.past_events,
    sustainability_policy: row.sustainability_policy,
    rating: { rate: row.rate ?? 0, count: row.reviews },
    is_premium: row.is_premium,
    updated_at: iso(row.updated_at),
  };
}

export function presentReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rate: row.rate,
    message: row.message,
    service_request_id: row.service_request_id,
    created_at: iso(row.created_at),
    service_request: {
      user: {
        // A deleted organiser's review keeps the supplier's reputation under no name (decision 0068).
        name: row.organiser_name ?? DELETED_ORGANISER_NAME,
        position_in_company: row.organiser_position,
        quotes_count: row.organiser_requests,
      },
      service_request_accept: { user: { company_name: row.supplier_company } },
    },
    reply: presentReply(row),
  };
}
