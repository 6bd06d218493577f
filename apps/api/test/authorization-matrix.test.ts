import { describe, expect, it } from 'vitest';
import type { Access } from '@marquee/contracts/api';
import type { RoleName } from '@marquee/contracts/enums';
import { buildApp } from '../src/app';
import type { RegisteredRoute } from '../src/plugins/access';
import { openTestDatabase, testConfig, useTestApp } from './harness';
import { createUser } from './factories';

type Persona = 'guest' | RoleName;
const PERSONAS: Persona[] = ['guest', 'organiser', 'supplier', 'admin'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the declared access means for a persona: the status it must get, or 'allowed'. */
function expected(access: Access, persona: Persona): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (persona === 'guest') return 401;
  if (access === 'signed-in') return 'allowed';
  return access.includes(persona) ? 'allowed' : 403;
}

/** A concrete URL for a route: path parameters become an id that does not exist, wildcards a name. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]\w*/g, '999999').replace(/\*/g, 'x');

/** Every route once: HEAD routes Fastify adds for each GET are checked through their GET. */
function routesToCheck(routes: RegisteredRoute[]) {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

describe('authorization matrix', () => {
  const t = useTestApp();

  it('every registered route declares who may call it', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => r.options.config?.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(10);
  });

  it('answers guest, organiser, supplier and administrator as each route declares, never with a 5xx', async () => {
    const failures: string[] = [];
    const routes = routesToCheck(t.app.registeredRoutes);
    for (const route of routes) {
      const access = route.options.config?.access;
      if (access === undefined) continue; // reported by the test above
      // Fresh personas per route: routes such as logout or DELETE auth/me use up their caller.
      const users = {
        organiser: await createUser(t.db, 'organiser'),
        supplier: await createUser(t.db, 'supplier'),
        admin: await createUser(t.db, 'admin'),
      };
      for (const persona of PERSONAS) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: persona === 'guest' ? {} : users[persona].auth,
          ...(WRITE_METHODS.has(route.method) ? { payload: {} } : {}),
        });
        const want = expected(access, persona);
        const label = `${route.method} ${route.url} as ${persona}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (5xx: ${res.body.slice(0, 200)})`);
        else if (want === 'allowed' && (res.statusCode === 401 || res.statusCode === 403)) {
          failures.push(`${label}, expected access (${JSON.stringify(access)})`);
        } else if (want !== 'allowed' && res.statusCode !== want) failures.push(`${label}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('access declarations are enforced at start', () => {
  it('refuses to start with a route that declares no access', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    try {
      app.get('/api/undeclared', async () => ({ ok: true }));
      await expect(app.ready()).rejects.toThrow(/GET \/api\/undeclared/);
    } finally {
      await app.close().catch(() => undefined);
      await database.dispose();
    }
  });
});
