/**
 * A URL segment from a name: lower case ASCII words joined by hyphens ("Audio Visual & Production"
 * becomes "audio-visual-production"). Accents are dropped and "&" is dropped, so two names that
 * differ only by punctuation share a slug; callers that need uniqueness add a suffix.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}
