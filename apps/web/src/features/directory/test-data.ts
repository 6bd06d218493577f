import type { ServiceCategoryDetail, ServiceDetail } from '@marquee/contracts/catalogue';
import type { DirectoryEntry, DirectoryResponse, SupplierProfile } from '@marquee/contracts/directory';

/** Answers of the directory API as the contracts shape them, for component tests. */

export function makeEntry(overrides: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return {
    id: 54,
    company_name: 'Northern Banners',
    location: 'Manchester, UK',
    phone: '+441614960152',
    display_email: 'hello@northernbanners.example',
    website: 'https://www.northernbanners.example',
    rating: { rate: 4.4, count: 7 },
    is_premium: true,
    distance_miles: 2.3,
    photo_url: null,
    summary: 'A print and branding studio in Manchester.',
    verified: [],
    ...overrides,
  };
}

export function makePage(
  data: DirectoryEntry[],
  meta: Partial<DirectoryResponse['meta']> = {},
): DirectoryResponse {
  return {
    data,
    meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length, ...meta },
  };
}

export function makeService(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: 30,
    product: 'LED Screen Hire',
    slug: 'led-screen-hire',
    description: 'Indoor and outdoor LED walls.',
    service_category_id: 3,
    title_tag: 'LED Screen Hire | UK Suppliers & Quotes | Marquee',
    custom_heading: 'LED Screen Hire suppliers across the UK',
    meta_description: null,
    image_url: null,
    is_hidden: 0,
    service_keywords: [],
    service_category: {
      id: 3,
      category: 'Audio Visual & Production',
      slug: 'audio-visual-production',
      is_hidden: 0,
    },
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<ServiceCategoryDetail> = {}): ServiceCategoryDetail {
  const { service_keywords: _k, service_category: _c, ...service } = makeService();
  return {
    id: 3,
    category: 'Audio Visual & Production',
    slug: 'audio-visual-production',
    description: 'Sound, lighting and video.',
    title_tag: 'Event AV, Sound & Lighting Hire in the UK | Marquee',
    custom_heading: 'Audio visual, sound and lighting for events',
    meta_description: null,
    image_url: null,
    is_hidden: 0,
    services_count: 2,
    services: [service, { ...service, id: 28, product: 'AV Technicians', slug: 'av-technicians' }],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<SupplierProfile> = {}): SupplierProfile {
  return {
    id: 54,
    company_name: 'Northern Banners',
    summary: 'A print and branding studio in Manchester.',
    photo_url: null,
    cover_url: null,
    location: 'Manchester, UK',
    nearby: 100,
    phone: '+441614960152',
    display_email: 'hello@northernbanners.example',
    website: 'https://www.northernbanners.example',
    services: [
      {
        id: 135,
        service: {
          id: 126,
          product: 'Flags & Feather Banners',
          slug: 'flags-feather-banners',
          category: { id: 14, category: 'Printing & Branding', slug: 'printing-branding' },
        },
      },
    ],
    main_service_id: 126,
    images: [],
    documents: [],
    verified: [],
    past_events: 'Charity gala dinner for 980 guests (October 2024)',
    sustainability_policy: null,
    rating: { rate: 4.6, count: 2 },
    is_premium: true,
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
