import fc from 'fast-check';

/*
 * Values for the fuzz suite (docs/decisions/0088): what a field's JSON Schema (from the OpenAPI document) accepts,
 * and what a hostile client sends instead — wrong types, huge and negative numbers, NaN-like strings, NUL bytes,
 * invalid UTF-8, 1 MB strings, arrays and objects for scalars, prototype-pollution keys.
 */

/** A JSON Schema as @fastify/swagger prints it for a zod schema. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Stands for raw invalid UTF-8 bytes: replaced in a serialised body or query (see `rawBytes`). */
export const INVALID_UTF8 = 'INVALIDUTF8';
export const INVALID_UTF8_BYTES = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8, 0x88]);
/** The key prototype-pollution payloads try to set; Object.prototype must never have it. */
export const POLLUTED_KEY = 'fuzzPolluted';
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const MEGABYTE = 'x'.repeat(1_000_000);

/** Strings that are numbers to a careless parser, or to PostgreSQL, or to nobody. */
const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '0x10',
  '1_000',
  ' 1 ',
  '1.5',
  '-1',
  '-0',
  '0',
  '00000000001',
  '2147483648',
  '9999999999',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1e3',
  '+1',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];
/** Dates a regular expression accepts and a calendar does not. */
const DATE_LIKE = [
  '9999-99-99',
  '0000-00-00',
  '2024-02-30',
  '2024-13-01',
  '1900-01-01',
  '9999-12-31',
  '2024-1-1',
];
const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(300),
  '\ud800',
  '\udfff\ud800',
  '\u202e\u2066rtl',
  '😀'.repeat(200),
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '"',
  '../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '${7*7}',
  '\r\nX-Injected: 1',
  ' ',
  '\t',
  INVALID_UTF8,
  `a${INVALID_UTF8}b`,
  'a@b',
  'user@',
  '@example.test',
];
const HUGE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  0,
  -1,
  -0,
  1.5,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** An own `__proto__` / `constructor` / `prototype` key, as JSON.parse makes it (never through the setter). */
export function withPollution<T extends object>(target: T, key: string): T {
  const value = key === 'constructor' ? { prototype: { [POLLUTED_KEY]: 1 } } : { [POLLUTED_KEY]: 1 };
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const pollutedObject = fc
  .constantFrom(...POLLUTION_KEYS)
  .map((key) => withPollution<Record<string, unknown>>({}, key));

/** Anything but what a scalar field wants: the hostile pool for one value. */
export function hostile(valid?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.constantFrom<unknown>(true, false, null, ...HUGE_NUMBERS),
    fc.constantFrom(...NUMBER_LIKE, ...DATE_LIKE, ...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.double(),
    fc.integer(),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    // Arrays and objects where a scalar is wanted, and a valid value wrapped in one.
    { weight: 2, arbitrary: fc.array(valid ?? scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }) },
    { weight: 1, arbitrary: pollutedObject },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ $gt: '' }, [[[]]], {}, []) },
    // A megabyte, rarely: it is slow to send and the point is made in a few cases per route.
    { weight: 1, arbitrary: fc.constant(MEGABYTE) },
  );
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function validString(s: Schema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 255));
    } catch {
      // A pattern fast-check cannot read: plain text below.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri') return fc.webUrl();
  const max = Math.min(s.maxLength ?? 30, 30);
  return fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max });
}

/** A value the schema accepts (or nearly: patterns and bounds are followed where they are readable). */
export function valid(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, depth + 1)));
  if (s.allOf?.length) return valid(s.allOf[0], depth + 1);
  const types = typesOf(s).filter((t) => t !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'integer':
        return fc.integer({
          min: Math.max(s.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(s.maximum ?? 1000, 2 ** 31 - 1),
        });
      case 'number':
        return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return validString(s);
      case 'array':
        return fc.array(valid(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 3) });
      case 'object':
        return s.properties ? objectOf(s, () => 'valid', depth) : fc.dictionary(fc.string(), fc.string());
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return s.nullable || typesOf(s).includes('null') ? fc.option(value, { freq: 8 }) : value;
}

type Mode = 'valid' | 'hostile' | 'omit';
const fieldMode = fc.constantFrom<Mode>('valid', 'valid', 'valid', 'hostile', 'hostile', 'omit');

/** An object of the schema's properties, each valid, hostile or left out; sometimes extra and polluting keys. */
export function objectOf(s: Schema, mode: () => Mode | 'mixed' = () => 'mixed', depth = 0) {
  const props = Object.entries(s.properties ?? {});
  const fields = props.map(([name, prop]) => {
    const good = valid(prop, depth + 1);
    const bad = prop.type === 'object' || prop.type === 'array' ? objectLike(prop, depth + 1) : hostile(good);
    const chosen = mode() === 'valid' ? fc.constant<Mode>('valid') : fieldMode;
    return fc
      .tuple(chosen, good, bad)
      .map(([m, g, b]) => [name, m === 'omit' ? undefined : m === 'valid' ? g : b] as const);
  });
  const extras = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.constant(null)),
      fc.tuple(fc.string({ maxLength: 8 }), hostile()),
    ),
    { maxLength: mode() === 'valid' ? 0 : 2 },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of entries) if (value !== undefined) out[name] = value;
    for (const [name, value] of extra) {
      if (POLLUTION_KEYS.includes(name)) withPollution(out, name);
      else Object.defineProperty(out, name, { value, enumerable: true, configurable: true, writable: true });
    }
    return out;
  });
}

/** A hostile value for an object or array field: the structure with bad members, or no structure at all. */
function objectLike(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return hostile();
  const inner =
    typesOf(s).includes('array') && s.items
      ? fc.array(s.items.properties ? objectOf(s.items, undefined, depth) : hostile(), { maxLength: 4 })
      : objectOf(s, undefined, depth);
  return fc.oneof(inner, hostile());
}

/** A value as text for a URL: invalid UTF-8 and lone surrogates as the percent-escapes no decoder accepts. */
export function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  // A lone surrogate (which encodeURIComponent refuses) is sent as the bytes of one: invalid UTF-8.
  const wellFormed = text.replace(/[\ud800-\udfff]/gu, '\ufffd');
  return encodeURIComponent(wellFormed)
    .replaceAll('%EF%BF%BD', '%ED%A0%80')
    .replaceAll(INVALID_UTF8, '%FF%FE%C3%28');
}

/** A JSON text as bytes, with each INVALID_UTF8 marker replaced by raw invalid UTF-8. */
export function rawBytes(json: string): Buffer {
  const parts = json.split(INVALID_UTF8).map((p) => Buffer.from(p));
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [INVALID_UTF8_BYTES, p])));
}
