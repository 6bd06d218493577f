/**
 * What the server writes into the <head> of the web app's index.html for a page, so search engines and
 * link previews see the page's own title, description and links without running the app
 * (docs/decisions/0011).
 */
export interface PageHead {
  /** 200, or 404 for a page whose category, service or supplier does not exist. */
  status: 200 | 404;
  title: string;
  description?: string;
  /** Absolute URL of the page's preferred address (slug form). */
  canonical?: string;
  og?: { type: 'website' | 'profile'; image?: string };
  /** Keeps the page out of search results (unknown pages). */
  noindex?: boolean;
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values: the one escaper of the API (page heads, e-mails, the dev mailbox). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** JSON that cannot close its <script> element or break out of it in any HTML parser. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whitespace collapsed and cut at a word boundary to at most `max` characters, with an ellipsis. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The tags of a page head, one per line. */
export function renderHead(head: PageHead): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.og) {
    meta('property', 'og:title', head.title);
    if (head.description) meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', head.canonical);
    meta('property', 'og:type', head.og.type);
    meta('property', 'og:site_name', 'Marquee');
    if (head.og.image) meta('property', 'og:image', head.og.image);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's title, and its description and other tags in place of the shell's own
 * description, just before </head>.
 */
export function injectHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let out = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : out.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  return out.replace(/<\/head>/i, () => `  ${renderHead(head)}\n  </head>`);
}
