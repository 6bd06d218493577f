/**
 * The self-made illustrations of public/images/categories, by category slug. A category without an uploaded
 * image (the seeded catalogue has none) shows its drawing, or the generic one for categories added later.
 */
const drawn = new Set([
  'audio-visual-production',
  'catering',
  'entertainment',
  'event-planning-management',
  'event-staff',
  'event-technology',
  'florists',
  'furniture-decor',
  'marquees-tents',
  'photography-video',
  'power-site-services',
  'printing-branding',
  'security-safety',
  'staging-structures',
  'transport-logistics',
  'venues',
]);

/** The picture of a category card: its uploaded image, else its drawing, else the generic drawing. */
export function categoryImage(category: { slug: string; image_url: string | null }): string {
  if (category.image_url) return category.image_url;
  return `/images/categories/${drawn.has(category.slug) ? category.slug : 'default'}.svg`;
}
