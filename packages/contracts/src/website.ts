/*
 * The one rule for websites (docs/decisions/0049), apart from fields.ts so that the web app's directory pages can
 * link websites with it without loading the phone number library that fields.ts needs.
 */

/** What the URL parser says about an address (typed here: contracts compile without DOM or Node types). */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const webScheme = /^https?:\/\//i;
const anyScheme = /^[a-z][a-z0-9+.-]*:/i;
/** Spaces (as trim() knows them), controls and backslashes, which the URL parser would drop or turn into '/'. */
// eslint-disable-next-line no-control-regex
const unsafeInWebsite = /[\s\u0000-\u001f\u007f\\]/;
/** A character of a host label besides '-': an ASCII letter or digit, or any non-ASCII one but a space. */
const hostChar = String.raw`[^\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f\s]`;
const nonAscii = String.raw`[^\u0000-\u007f\s]`;
/**
 * The host as typed: dot-separated labels that neither start nor end with '-', then a top-level label of
 * letters (or punycode); so no port, no `user:pass@`, no IP address. The migration's SQL has the same pattern.
 */
const typedHost = new RegExp(
  `^(?:${hostChar}(?:(?:${hostChar}|-){0,61}${hostChar})?\\.)+` +
    `(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}|[a-z]*${nonAscii}(?:[a-z]|${nonAscii})*)$`,
  'iu',
);
/** A label of the host once the parser has made it ASCII (IDNA). */
const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const topLevelLabel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A website as it is stored (docs/decisions/0049): an http or https address of a domain name, or null when the
 * value is not one. A bare domain gets https:// ('example.co.uk' is 'https://example.co.uk'); other schemes
 * (javascript:, data:, ftp:, …), protocol-relative '//host', credentials, ports, IP addresses, spaces and
 * backslashes are refused. The parser's form is returned (host lower-cased and ASCII, no lone trailing slash),
 * so what is stored is what any browser would open. The web app links a website only through this function,
 * and the migration 0009_websites_web_only applies the same rule in SQL to the rows stored before.
 */
export function normaliseWebsite(input: string): string | null {
  const value = input.trim();
  if (value === '' || unsafeInWebsite.test(value)) return null;
  const withScheme = webScheme.test(value);
  if (!withScheme && (anyScheme.test(value) || value.startsWith('/'))) return null;
  const host = value.replace(webScheme, '').split(/[/?#]/, 1)[0] ?? '';
  if (!typedHost.test(host)) return null;
  let url: ParsedUrl;
  try {
    url = new UrlParser(withScheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.port) return null;
  const labels = url.hostname.split('.');
  const top = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || url.hostname.length > 253) return null;
  if (!labels.every((label) => hostLabel.test(label)) || !topLevelLabel.test(top)) return null;
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !/[?#]/.test(value);
  return bare ? `${url.protocol}//${url.hostname}` : url.href;
}
