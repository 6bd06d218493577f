import type { ServiceCategory, Service } from '@marquee/contracts/catalogue';

/**
 * Document titles of the directory pages (docs/decisions/0016). A category or service with a title tag
 * (every seeded one has one, ending in '| Marquee') uses it as it is, as the server puts it in the HTML for
 * search engines; otherwise the page's own name with the site suffix.
 */
const SUFFIX = ' · Marquee';

export const directoryTitles = {
  root: `Supplier directory${SUFFIX}`,
  search: `Search the directory${SUFFIX}`,
  notFound: `Not found${SUFFIX}`,
  category: (c: Pick<ServiceCategory, 'category' | 'title_tag'>) =>
    c.title_tag?.trim() || `${c.category} suppliers${SUFFIX}`,
  service: (s: Pick<Service, 'product' | 'title_tag'>) =>
    s.title_tag?.trim() || `${s.product} suppliers${SUFFIX}`,
  supplier: (companyName: string | null) => `${companyName?.trim() || 'Supplier profile'}${SUFFIX}`,
} as const;
