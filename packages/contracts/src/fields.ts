import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { limits } from './limits';
import { validation } from './messages';
import { normaliseWebsite } from './website';

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

/**
 * A required phone: at least 8 characters as typed ('Phone is a required field'), valid for libphonenumber with GB
 * as the default country, stored in E.164. The one phone rule: sign-up, the contact steps, the settings, POST
 * auth/me and any later import take phones through it only (issue 21; apps/api users/phone-rule.test.ts).
 */
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
