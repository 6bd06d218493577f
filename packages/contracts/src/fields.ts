import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { limits } from './limits';
import { validation } from './messages';

/*
 * Field schemas shared by the API and the web forms. Each takes the spec's texts, so a form and the
 * API give the same words for the same mistake. Every string is capped, so over-long input is a 422
 * rather than a database error.
 */

/**
 * What a PostgreSQL text column cannot hold: NUL, and UTF-16 surrogates without their pair (they have no
 * UTF-8 form, so they would be stored as U+FFFD). With the `u` flag, \p{Cs} matches only unpaired ones.
 */
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|\p{Cs}/u;

/** Whether a string can be stored as it is. */
export const isStorableText = (value: string) => !unstorable.test(value);

/**
 * Every text that comes in (body, query or path) starts here, so such characters are a 422 with one text,
 * checked once, rather than a database error (docs/decisions/0025).
 */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isStorableText, validation.unstorableText);

/** A required single-line text: trimmed, not empty, capped. */
export const requiredText = (required: string, max: number = limits.shortTextMax) =>
  text(required).trim().min(1, required).max(max, validation.tooLong);

/** An optional single-line text: trimmed, capped; empty or null clears it. */
export const optionalText = (max: number = limits.shortTextMax) =>
  text(validation.required)
    .trim()
    .max(max, validation.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An e-mail address, trimmed and lower-cased (the database stores e-mails lower-cased).
 * `required` is the text for a missing or empty value, `invalid` for a malformed one.
 */
export const emailField = (invalid: string = validation.emailValid, required: string = invalid) =>
  text(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(limits.shortTextMax, validation.tooLong)
    .pipe(z.email({ error: invalid }));

/** A new password: at least 5 symbols (spec 9), capped so hashing stays cheap. */
export const newPasswordField = () =>
  text(validation.passwordMin)
    .min(limits.passwordMin, validation.passwordMin)
    .max(limits.shortTextMax, validation.tooLong);

/** Normalises a phone number to E.164 with GB as the default country, or returns null when invalid. */
export function normalisePhone(
  input: string,
  country: CountryCode = limits.defaultPhoneCountry,
): string | null {
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A required phone: at least 8 characters as typed ('Phone is a required field'), stored in E.164. */
export const phoneField = (
  required: string = validation.phoneRequired,
  invalid: string = validation.phoneInvalid,
) =>
  text(required)
    .trim()
    .min(limits.phoneMin, required)
    .max(limits.shortTextMax, validation.tooLong)
    .transform((value, ctx) => {
      const e164 = normalisePhone(value);
      if (!e164) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return e164;
    });

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

/**
 * A required website (supplier contacts, settings and sign-up): trimmed and checked by normaliseWebsite, stored
 * in its form. `required` is the text for a missing or empty value, `invalid` for an address that is not one.
 */
export const websiteField = (
  required: string = validation.websiteRequired,
  invalid: string = validation.websiteValid,
) =>
  text(required)
    .trim()
    .min(1, required)
    .max(limits.shortTextMax, validation.tooLong)
    .transform((value, ctx) => {
      const url = normaliseWebsite(value);
      if (url === null || url.length > limits.shortTextMax) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return url;
    });

/** A checkbox that may be sent as a boolean or as 0/1 (the old forms sent both). */
export const flagField = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: validation.required })
    .transform((v) => v === true || v === 1);
