import type { ServiceOption } from '@marquee/contracts/catalogue';

/** A suggestion of GET services as the service field lists it, for component tests. */
export function makeOption(overrides: Partial<ServiceOption> = {}): ServiceOption {
  return {
    value: 30,
    label: 'LED Screen Hire',
    description: 'Indoor and outdoor LED walls.',
    category_id: 3,
    keywords: [],
    is_hidden: 0,
    slug: 'led-screen-hire',
    category_slug: 'audio-visual-production',
    ...overrides,
  };
}
