import type { OwnDocument, SupplierOwnProfile, VerifiedDocument } from '@marquee/contracts/supplier-profile';
import type { DocumentType } from '@marquee/contracts/supplier-profile';
import type { ProfileStatusCode } from '@marquee/contracts/enums';
import type { FileUrls } from '../storage/storage.service';
import type { UserRow } from '../users/users.repository';
import type { DocumentRow, ImageRow, ProfileRow } from './suppliers.repository';

/** Today as 'yyyy-mm-dd' in UTC: the day documents are checked against (a document is valid on its last day). */
export const isoDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The badges of verified documents: verified, typed and not expired on `today`. Computed each time a profile is
 * read, so a badge disappears by itself the day after its expiry (docs/decisions/0034).
 */
export function verifiedOf(documents: DocumentRow[], today: string): VerifiedDocument[] {
  return documents
    .filter((d) => d.verifiedAt && d.type && d.validTo && d.validTo >= today)
    .map((d) => ({ type: d.type as DocumentType, valid_to: d.validTo as string }));
}

export function presentDocument(d: DocumentRow, files: FileUrls): OwnDocument {
  return {
    id: d.id,
    url: files.url(d.path) ?? '',
    name: d.fileName,
    size: d.size,
    type: (d.type as DocumentType | null) ?? null,
    valid_to: d.validTo,
    verified_at: d.verifiedAt?.toISOString() ?? null,
  };
}

export interface ProfileParts {
  user: UserRow;
  profile: ProfileRow;
  services: { id: number; serviceId: number; product: string }[];
  images: ImageRow[];
  documents: DocumentRow[];
}

/** The supplier's whole profile as the supplier (or an administrator) sees it. */
export function presentOwnProfile(p: ProfileParts, files: FileUrls, today = isoDay()): SupplierOwnProfile {
  const { user, profile } = p;
  return {
    id: profile.id,
    user_id: user.id,
    status: profile.status as ProfileStatusCode,
    photo_url: files.url(profile.photoPath),
    cover_url: files.url(profile.coverPath),
    summary: profile.summary,
    response_template: profile.responseTemplate,
    sustainability_policy: profile.sustainabilityPolicy,
    past_events: profile.pastEvents,
    company_name: user.companyName,
    phone: user.phone,
    website: user.website,
    display_email: user.displayEmail,
    location: profile.location,
    nearby: profile.nearby,
    latitude: profile.latitude,
    longitude: profile.longitude,
    services: p.services.map((s) => ({ id: s.id, service: { id: s.serviceId, product: s.product } })),
    images: p.images.map((i) => ({ id: i.id, url: files.url(i.path) ?? '' })),
    documents: p.documents.map((d) => presentDocument(d, files)),
    verified: verifiedOf(p.documents, today),
    pricing_plan_id: profile.pricingPlanId,
    no_limits: profile.noLimits === 1,
    submitted_at: profile.submittedAt?.toISOString() ?? null,
    updated_at: profile.updatedAt.toISOString(),
  };
}
