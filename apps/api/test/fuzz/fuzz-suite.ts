import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@marquee/contracts/enums';
import { buildApp } from '../../src/app';
import type { RegisteredRoute } from '../../src/plugins/access';
import { createUser, type FactoryUser } from '../factories';
import { resetDatabase, testConfig, useTestDatabase } from '../harness';
import { requestsTo, routeInput, type FuzzRequest, type OpenApiDocument } from './requests';
import { POLLUTED_KEY } from './values';

/*
 * The fuzz suite's runner (docs/decisions/0088). Each test file takes a group of routes, builds one app on one
 * database, and sends every route FUZZ_RUNS (default 100) requests generated from the OpenAPI document, as a guest
 * or as a signed-in user the route lets in. The oracle: no answer ≥ 500, no stack trace, file path or SQL in any
 * body, no request that takes longer than CASE_TIMEOUT_MS, and Object.prototype untouched.
 */

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** The seed of this run: printed with every failure, and FUZZ_SEED replays it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CASE_TIMEOUT_MS = 20_000;

type Persona = 'guest' | RoleName;

/** What an answer must never show: a stack frame, a file of the server, SQL or PostgreSQL's words. */
const LEAKS: RegExp[] = [
  / {4}at /,
  /\/work\//,
  /\/src\//,
  /node_modules/,
  /\.ts:\d/,
  /select /i,
  /insert into/i,
  /syntax error/i,
  /relation "/i,
];

/** The routes the fuzz suite sends to: every registered route, a GET's HEAD through its GET. */
export function fuzzedRoutes(routes: RegisteredRoute[]) {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)) && r.url !== '*');
}

/** Who calls a route: guests always (access refused first), else the roles its access lets in. */
function personas(route: RegisteredRoute): Persona[] {
  const access = route.options.config?.access;
  if (access === undefined || access === 'public')
    return ['guest', 'guest', 'guest', 'organiser', 'supplier'];
  if (access === 'signed-in') return ['guest', 'organiser', 'supplier', 'admin'];
  return ['guest', ...access, ...access, ...access];
}

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The oracle over one answer; what the request sent itself may come back (an echo is no leak). */
function verdict(request: FuzzRequest, status: number, body: string): string | null {
  if (status >= 500) return `${status}`;
  // The API's own description (OpenAPI JSON and YAML, Swagger UI's files) is text about the API, not a leak.
  if (status < 300 && request.url.startsWith('/api/docs')) return null;
  const sent = `${decoded(request.url)} ${Buffer.isBuffer(request.payload) ? request.payload.toString() : String(request.payload ?? '')}`;
  for (const leak of LEAKS) {
    const found = body.match(leak)?.[0];
    if (found && !sent.toLowerCase().includes(found.toLowerCase()))
      return `${status} shows ${JSON.stringify(found)}`;
  }
  return null;
}

const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((p) => Object.getOwnPropertyNames(p).sort().join(','))
    .join('|');

const describeCase = (persona: Persona, r: FuzzRequest) =>
  `${persona} ${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 200)} ${
    Buffer.isBuffer(r.payload)
      ? r.payload.subarray(0, 300).toString('latin1')
      : String(r.payload ?? '').slice(0, 300)
  }`;

/**
 * Registers a test that fuzzes the routes `pick` selects (a group, so vitest runs the groups' files in parallel).
 * `setup` may add rows the routes can find (ids 1 and 2 are among the path values sent).
 */
export function fuzzRoutes(group: string, pick: (route: RegisteredRoute) => boolean) {
  const data = useTestDatabase({ reset: false });
  let app: FastifyInstance;
  beforeAll(async () => {
    await resetDatabase(data.db);
    app = await buildApp({ config: testConfig(), database: data.database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`${group}: ${FUZZ_RUNS} hostile requests per route answer below 500, leak nothing and pollute nothing`, async () => {
    const doc = app.swagger() as unknown as OpenApiDocument;
    const routes = fuzzedRoutes(app.registeredRoutes).filter(pick);
    expect(routes.length).toBeGreaterThan(0);
    const before = prototypeKeys();
    const users = new Map<RoleName, FactoryUser>();
    const userFor = async (role: RoleName) => {
      if (!users.has(role)) users.set(role, await createUser(data.db, role));
      return users.get(role)!;
    };
    const failures: string[] = [];
    const started = Date.now();
    let cases = 0;
    const statuses = new Map<number, number>();
    for (const [index, route] of routes.entries()) {
      const arbitrary = fc.tuple(
        requestsTo(route, routeInput(doc, route)),
        fc.constantFrom(...personas(route)),
        fc.integer({ min: 1, max: 250 }),
      );
      const samples = fc.sample(arbitrary, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + index });
      let failed = 0;
      for (const [request, persona, address] of samples) {
        cases += 1;
        const user = persona === 'guest' ? undefined : await userFor(persona);
        let timer: NodeJS.Timeout | undefined;
        const res = await Promise.race([
          app.inject({
            ...request,
            headers: { ...request.headers, ...(user?.auth ?? {}) },
            // Per-address limits would answer most cases 429 before they reach the route's checks.
            remoteAddress: `10.${index % 250}.${address}.${cases % 250}`,
          }),
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CASE_TIMEOUT_MS))),
        ]);
        clearTimeout(timer);
        if (res) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const problem = res
          ? verdict(request, res.statusCode, res.body)
          : `no answer in ${CASE_TIMEOUT_MS} ms`;
        if (problem && failed++ < 3) {
          failures.push(
            `${route.method} ${route.url}: ${problem} (seed ${FUZZ_SEED + index}) — ${describeCase(persona, request)}\n  ${res?.body.slice(0, 300)}`,
          );
        }
        // A write that went through may have used up its caller (logout, account deleted, onboarding submitted).
        if (user && res && res.statusCode < 300 && !['GET', 'HEAD'].includes(route.method))
          users.delete(user.role);
      }
      if (prototypeKeys() !== before || POLLUTED_KEY in {}) {
        failures.push(`${route.method} ${route.url}: polluted a prototype`);
        break;
      }
    }
    console.info(
      `fuzz ${group}: ${routes.length} routes, ${cases} cases in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${FUZZ_SEED}; answers ${[
        ...statuses,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
}
