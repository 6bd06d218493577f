import { z } from 'zod';

/*
 * Ids and counts, parsed in one place with one error text (docs/decisions/0053): as text from a path, a query
 * string or a multipart field (`wholeNumber`), or as a JSON number (`idNumber`). The spec names no text for them;
 * 'Must be a whole number' says what is wrong.
 */

/** Largest id a PostgreSQL integer column holds; bigger ids are a 422, never a database error. */
export const ID_MAX = 2 ** 31 - 1;

/** Not in the spec: an id or a count that is not a whole number in its range. */
export const wholeNumberText = 'Must be a whole number';

const DIGITS = /^[0-9]{1,10}$/;

/** Digits only, at most 10: '12', not '12abc', '1e3', '0x10', '-1', '1.5' or ' 1'. */
export const isWholeNumber = (value: string) => DIGITS.test(value);

export interface WholeNumberRange {
  /** Smallest accepted; 1 (an id) unless given. */
  min?: number;
  /** Largest accepted; ID_MAX unless given. */
  max?: number;
  /** What a number past `max` reads, where a plainer text helps (the directory's page size). */
  maxText?: string;
}

/** An id or a count sent as text (path, query string, multipart field): digits only, from `min` to `max`. */
export const wholeNumber = ({ min = 1, max = ID_MAX, maxText = wholeNumberText }: WholeNumberRange = {}) =>
  z
    .string({ error: wholeNumberText })
    .regex(DIGITS, wholeNumberText)
    .transform(Number)
    .pipe(z.number().int().min(min, wholeNumberText).max(max, maxText));

/**
 * An id sent as a JSON number, from 1 to ID_MAX. `text` only where the spec names the field's own ('Service is a
 * required field'); `coerce` also takes the id as digits (bodies some clients send as form strings).
 */
export const idNumber = ({
  text = wholeNumberText,
  coerce = false,
}: { text?: string; coerce?: boolean } = {}) =>
  (coerce ? z.coerce.number({ error: text }) : z.number({ error: text }))
    .int(text)
    .min(1, text)
    .max(ID_MAX, text);

/** `/{id}` of any resource. */
export const idParams = z.object({ id: wholeNumber() });
