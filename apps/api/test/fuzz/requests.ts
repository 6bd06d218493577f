import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../../src/plugins/access';
import { multipartBody } from './multipart-bodies';
import {
  hostile,
  INVALID_UTF8,
  objectOf,
  POLLUTED_KEY,
  rawBytes,
  urlText,
  valid,
  type Schema,
} from './values';

/** What the OpenAPI document says of one route's input. */
export interface RouteInput {
  path: Array<{ name: string; schema?: Schema }>;
  query: Array<{ name: string; schema?: Schema }>;
  headers: Array<{ name: string; schema?: Schema }>;
  body?: Schema;
  multipart: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: Schema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The route's input from the OpenAPI document; a hidden route (not in it) by its URL's parameters alone. */
export function routeInput(doc: OpenApiDocument, route: RegisteredRoute): RouteInput {
  const openApiPath = route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
  const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
  const parameters = operation?.parameters ?? [];
  const named = (where: string) => parameters.filter((p) => p.in === where);
  const fromUrl = [...route.url.matchAll(/:([A-Za-z_]\w*)|\*/g)].map((m) => ({ name: m[1] ?? '*' }));
  const content = operation?.requestBody?.content ?? {};
  const consumes = (route.options.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return {
    path: fromUrl.map((p) => named('path').find((q) => q.name === p.name) ?? p),
    query: named('query'),
    headers: named('header'),
    body: content['application/json']?.schema,
    multipart: consumes.includes('multipart/form-data') || 'multipart/form-data' in content,
  };
}

/** A path parameter: often a plausible id (so the route's own checks run), else anything hostile. */
const pathValue = (schema?: Schema) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '999999', 'x') },
    { weight: 2, arbitrary: valid(schema) },
    { weight: 5, arbitrary: hostile() },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%00', 'a/../..', 'x'.repeat(2000)) },
  );

/** One query parameter as `name=value` pairs: valid, hostile, an array, an object, or polluting. */
function queryPairs(name: string, schema?: Schema): fc.Arbitrary<string[]> {
  const n = urlText(name);
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema).map((v) => [`${n}=${urlText(v)}`]) },
    { weight: 3, arbitrary: hostile().map((v) => [`${n}=${urlText(v)}`]) },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<string[]>(
        [`${n}[]=1`, `${n}[]=2`],
        [`${n}=1`, `${n}=2`],
        [`${n}[x]=1`],
        [`${n}[__proto__][${POLLUTED_KEY}]=1`],
        [`${n}[constructor][prototype][${POLLUTED_KEY}]=1`],
        [`${n}[0][0][0][0]=1`],
        [`${n}=%00`],
        [`${n}=%FF%FE`],
        [`${n}=%E0%A4%A`],
        [n],
      ),
    },
  );
}

const pollutingQuery = fc.constantFrom<string[]>(
  [],
  [],
  [`__proto__[${POLLUTED_KEY}]=1`],
  [`constructor[prototype][${POLLUTED_KEY}]=1`],
  [`a[__proto__][${POLLUTED_KEY}]=1`],
  [`__proto__=x`],
  [`a[prototype][${POLLUTED_KEY}]=1`],
  [`${INVALID_UTF8}=1`],
);

/** A JSON text of `value`, keeping own `__proto__` keys (JSON.stringify does). */
const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

/** A body for a JSON route: the schema's fields fuzzed, or a body that is not the JSON it claims to be. */
function jsonBody(schema?: Schema): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  const json = { 'content-type': 'application/json' };
  const object = schema?.properties ? objectOf(schema) : hostile();
  return fc.oneof(
    { weight: 12, arbitrary: object.map((o) => ({ payload: rawBytes(jsonText(o)), headers: json })) },
    { weight: 2, arbitrary: hostile().map((v) => ({ payload: rawBytes(jsonText(v)), headers: json })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          object,
          fc.constantFrom('truncate', 'nul', 'invalid-utf8', 'text/plain', 'form', 'xml', 'empty'),
        )
        .map(([o, how]) => {
          const text = jsonText(o);
          if (how === 'truncate')
            return { payload: text.slice(0, Math.max(1, text.length >> 1)), headers: json };
          if (how === 'nul') return { payload: `${text}\u0000`, headers: json };
          if (how === 'invalid-utf8')
            return { payload: Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe])]), headers: json };
          if (how === 'empty') return { payload: '', headers: json };
          const type = {
            'text/plain': 'text/plain',
            form: 'application/x-www-form-urlencoded',
            xml: 'application/xml',
          }[how];
          return { payload: text, headers: { 'content-type': type } };
        }),
    },
    { weight: 1, arbitrary: fc.constant({ payload: '{"a":'.repeat(2000), headers: json }) },
    { weight: 1, arbitrary: multipartBody() },
  );
}

/** Header values stay printable (the HTTP layer refuses the rest before any route). */
const headerValue = fc.oneof(
  fc.string({ minLength: 0, maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x')),
  fc.constantFrom('', ' ', 'x'.repeat(8000), '-1', 'NaN'),
);

/** One request to the route, persona aside. */
export interface FuzzRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** The fast-check arbitrary of requests to a route, generated from its input. */
export function requestsTo(route: RegisteredRoute, input: RouteInput): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(...input.path.map((p) => pathValue(p.schema)));
  const known = input.query.map((q) => queryPairs(q.name, q.schema));
  // A route that declares no query still gets one: unknown names, arrays, pollution.
  const query = fc
    .tuple(fc.tuple(...known), pollutingQuery, input.query.length ? fc.constant([]) : queryPairs('q'))
    .map(([pairs, pollution, extra]) => [...pairs.flat(), ...pollution, ...extra]);
  const headers = fc.tuple(
    ...input.headers.map((h) => fc.option(headerValue).map((v) => [h.name, v] as const)),
  );
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const body = !writes
    ? fc.constant({})
    : input.multipart
      ? fc.oneof({ weight: 6, arbitrary: multipartBody() }, { weight: 1, arbitrary: jsonBody(input.body) })
      : jsonBody(input.body);
  return fc.tuple(path, query, headers, body).map(([values, pairs, headerPairs, b]) => {
    let i = 0;
    const url = route.url.replace(/:[A-Za-z_]\w*|\*/g, () => {
      const v = values[i++];
      return typeof v === 'string' && /^%|^a\/\.\./.test(v) ? v : urlText(v);
    });
    const all: Record<string, string> = {};
    for (const [name, value] of headerPairs) if (value !== null) all[name] = value;
    const search = pairs.length ? `?${pairs.join('&')}` : '';
    return {
      method: route.method as InjectOptions['method'],
      url: url + search,
      headers: { ...all, ...((b as { headers?: Record<string, string> }).headers ?? {}) },
      payload: (b as { payload?: InjectOptions['payload'] }).payload,
    };
  });
}
