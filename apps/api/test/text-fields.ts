import fc from 'fast-check';
import type { z } from 'zod';
import type { RegisteredRoute } from '../src/plugins/access';

/*
 * The text fields of every route, found from the routes' own zod schemas, and the hostile strings sent to them
 * (unstorable-text.test.ts).
 */

export type Part = 'body' | 'querystring' | 'params';
export type Path = (string | number)[];
export interface TextField {
  route: RegisteredRoute;
  part: Part;
  path: Path;
}

export interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  schema?: z.ZodType;
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Paths to the string leaves of a zod schema (arrays as their first element). */
export function stringPaths(schema: z.ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 20) return [];
  const next = depth + 1;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, s]) => stringPaths(s, [...path, key], next));
    case 'array':
      return def.element ? stringPaths(def.element, [...path, 0], next) : [];
    case 'pipe': {
      const found = [...(def.in ? stringPaths(def.in, path, next) : [])];
      return found.length > 0 ? found : def.out ? stringPaths(def.out, path, next) : [];
    }
    case 'union':
      return (def.options ?? []).flatMap((o) => stringPaths(o, path, next)).slice(0, 1);
    default:
      for (const inner of [def.innerType, def.schema]) if (inner) return stringPaths(inner, path, next);
      return [];
  }
}

/** Valid values for the fields a route needs besides the one under test, so the bad value gets far. */
export function sample(key: string | number): unknown {
  switch (key) {
    case 'email':
    case 'display_email':
      return `field-${Math.random().toString(36).slice(2)}@example.com`;
    case 'password':
    case 'confirmPassword':
    case 'password_old':
      return 'secret-pass';
    case 'phone':
      return '07911 123456';
    case 'website':
      return 'https://example.com';
    case 'token':
      return 'x'.repeat(43);
    case 'placeId':
      return 'gn:2643743';
    case 'slug':
      return 'marquee-hire';
    default:
      return 'Sample text';
  }
}

/** A value of the schema's shape with every string leaf filled by `sample`, and `value` at `target`. */
export function build(paths: Path[], target: Path, value: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    const isTarget = path.join('.') === target.join('.');
    let node = root as Record<string | number, unknown>;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = isTarget ? value : sample(key);
        return;
      }
      node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
  }
  return root;
}

/** Percent-encoding that also carries unpaired surrogates, as the bytes a client could send (WTF-8). */
export function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

export const schemaOf = (route: RegisteredRoute, part: Part) =>
  (route.options.schema as Partial<Record<Part, z.ZodType>> | undefined)?.[part];

export function textFields(routes: RegisteredRoute[]): TextField[] {
  return routes
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
    .flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) => {
        const schema = schemaOf(route, part);
        return schema && defOf(schema).type ? stringPaths(schema).map((path) => ({ route, part, path })) : [];
      }),
    );
}

export const MEGABYTE = 1_000_000;

/** A new client address for each call (10.x.y.z, wrapping after 16 million). */
let clients = 0;
export const nextClient = () => {
  clients = (clients + 1) % 0xffffff;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** NUL somewhere, an unpaired surrogate somewhere, or (rarely: each costs a megabyte) a string of 1 MB. */
export const hostile = fc.oneof(
  { arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.string(), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string())
      .map(([a, s, b]) => `${a}${s}${b}`),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '\u0000'), fc.nat(64))
      .map(([c, n]) => c.repeat(MEGABYTE - n)),
    weight: 1,
  },
);
