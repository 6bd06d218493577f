import { describe, expect, it } from 'vitest';
import { EXPORT_NAMES } from '@marquee/contracts/admin-exports';
import { errors as errorTexts } from '@marquee/contracts/messages';
import { needsPolicy, type RegisteredRoute } from '../src/plugins/access';
import type { SupplierHold } from '../src/lib/supplier-hold';
import { EVERY_ROUTE_TIMEOUT, useTestApp } from './harness';
import { createNotify, createRequest, createUser } from './factories';
import { ownedObjects } from './owned-objects';
import { checkOwnedRoutes } from './owned-routes';
import { authorizationTable, outcomeFailure, routeName, tableDifferences } from './authorization-table';
import { callRoute, everyRoute, viewToken } from './view-as';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('authorization matrix', () => {
  const t = useTestApp();

  it('every registered route declares who may call it', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => r.options.config?.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(10);
  });

  it('has one row in test/authorization-table.ts per registered route, with the policy the route declares', () => {
    expect(tableDifferences(everyRoute(t.app.registeredRoutes))).toEqual([]);
  });

  it('names a route added without a row, a stale row and a row with another policy', () => {
    const [known, owned] = ['GET /api/suppliers', 'GET /api/chats/:id'].map((name) =>
      everyRoute(t.app.registeredRoutes).find((r) => routeName(r) === name)!,
    );
    const added = { method: 'POST', url: '/api/added', options: { config: { access: 'public' } } };
    const table = new Map([
      ['GET /api/suppliers', authorizationTable.get('GET /api/suppliers')!],
      ['GET /api/chats/:id', { ...authorizationTable.get('GET /api/chats/:id')!, owned: 'chats.delete' }],
      ['GET /api/removed', authorizationTable.get('GET /api/suppliers')!],
    ]);
    expect(tableDifferences([known!, owned!, added as RegisteredRoute], table)).toEqual([
      'POST /api/added: no row in test/authorization-table.ts',
      'GET /api/removed: a row in test/authorization-table.ts but no such route',
      'GET /api/chats/:id: the table says policy chats.delete, the route declares chats.read',
    ]);
  });

  it(
    'answers guest, organiser, supplier and administrator as the table says, never with a 5xx',
    async () => {
      const failures: string[] = [];
      for (const route of everyRoute(t.app.registeredRoutes)) {
        const row = authorizationTable.get(routeName(route));
        if (!row) continue; // reported by the test above
        // Fresh personas per route: routes such as logout or DELETE auth/me use up their caller.
        const users = {
          organiser: await createUser(t.db, 'organiser'),
          supplier: await createUser(t.db, 'supplier'),
          admin: await createUser(t.db, 'admin'),
        };
        for (const persona of ['guest', 'organiser', 'supplier', 'admin'] as const) {
          const res = await callRoute(t.app, route, persona === 'guest' ? {} : users[persona].auth);
          const failure = outcomeFailure(`${routeName(route)} as ${persona}`, res, row.outcomes[persona]);
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe('per-address rate limits in the authorization matrix (issue 19, decision 0048)', () => {
  // A small sign-in budget, so each limited route is run out quickly.
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
  /** Public writes that need no limit of their own: each is signed by whoever may send it. */
  const SIGNED = new Set([
    'POST /api/webhooks/stripe',
    'POST /api/email-preferences/unsubscribe',
    'POST /api/email-preferences/unsubscribe/one-click',
  ]);
  const limited = () =>
    everyRoute(t.app.registeredRoutes).filter((r) => r.options.config?.rateLimit !== undefined);

  it('every public write, and the e-mail look-up, is limited per address', () => {
    const unlimited = everyRoute(t.app.registeredRoutes)
      .filter((r) => r.options.config?.access === 'public' && r.options.config?.rateLimit === undefined)
      .map((r) => `${r.method} ${r.url}`)
      .filter((name) => (name.startsWith('POST ') || name === 'GET /api/users') && !SIGNED.has(name));
    expect(unlimited).toEqual([]);
    expect(limited().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'POST /api/service-suggestions',
        'POST /api/service-unknowns',
        'POST /api/auth/login',
      ]),
    );
  });

  it(
    'answers 429 with Retry-After once an address has spent a route’s budget, for guests and users',
    async () => {
      const failures: string[] = [];
      let client = 0;
      for (const route of limited()) {
        const { max } = route.options.config!.rateLimit as { max: number };
        const access = route.options.config?.access;
        // A user the route lets in, so the limit is reached rather than its access refused (organiser-only
        // POST auth/change-email); a supplier for routes any signed-in user may call.
        const role =
          access === undefined || access === 'public'
            ? null
            : access === 'signed-in'
              ? 'supplier'
              : access[0]!;
        const user = role === null ? undefined : await createUser(t.db, role);
        const remoteAddress = `198.18.0.${(client += 1)}`;
        const call = () => callRoute(t.app, route, user?.auth ?? {}, { remoteAddress });
        const label = `${route.method} ${route.url}`;
        for (let i = 0; i < max; i += 1) {
          const res = await call();
          if (res.statusCode === 429 || res.statusCode >= 500)
            failures.push(`${label}: ${res.statusCode} at ${i}`);
        }
        const refused = await call();
        if (refused.statusCode !== 429 || !(Number(refused.headers['retry-after']) > 0))
          failures.push(
            `${label}: ${refused.statusCode} after ${max}, Retry-After ${refused.headers['retry-after']}`,
          );
        else if (refused.json().message !== errorTexts.tooManyRequests)
          failures.push(`${label}: ${refused.body}`);
      }
      expect(failures).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe('held suppliers in the authorization matrix (issue 19, decision 0045)', () => {
  const t = useTestApp();
  const heldText = { under_review: errorTexts.supplierUnderReview, rejected: errorTexts.supplierRejected };
  const heldSupplier = (hold: SupplierHold) =>
    createUser(t.db, 'supplier', {
      profileStatus: hold === 'rejected' ? 2 : 0,
      profile: { onboardingStep: 'submitted' },
    });

  it(
    'refuses a submitted or rejected supplier with the spec 4 text on every signed-in route but those that let the hold through; public routes answer as to a guest',
    async () => {
      const failures: string[] = [];
      const held = {
        under_review: await heldSupplier('under_review'),
        rejected: await heldSupplier('rejected'),
      };
      for (const route of everyRoute(t.app.registeredRoutes)) {
        const access = route.options.config?.access;
        if (access === undefined) continue;
        for (const hold of ['under_review', 'rejected'] as const) {
          const letThrough = access !== 'public' && !!route.options.config?.whileHeld?.includes(hold);
          // A route that lets the hold through may use up its caller's token (logout): a fresh supplier then.
          const supplier = letThrough ? await heldSupplier(hold) : held[hold];
          const res = await callRoute(t.app, route, supplier.auth);
          const label = `${route.method} ${route.url} as a supplier ${hold}: ${res.statusCode}`;
          const refused = res.statusCode === 401 || res.statusCode === 403;
          if (res.statusCode >= 500) failures.push(`${label} (5xx: ${res.body.slice(0, 200)})`);
          else if ((access === 'public' || letThrough) && refused) failures.push(`${label}, expected access`);
          else if (
            access !== 'public' &&
            !letThrough &&
            (res.statusCode !== 403 || res.json().message !== heldText[hold])
          )
            failures.push(`${label}, expected 403 ${heldText[hold]}`);
        }
      }
      expect(failures).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe('ownership in the authorization matrix', () => {
  const t = useTestApp();

  it('every route over an owned object declares its policy', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => needsPolicy(r.url, r.options.config?.access) && r.options.config?.policy === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it(
    "lets the owner through and refuses another user of the same role, as each route's policy says",
    async () => {
      expect(await checkOwnedRoutes(t.app, t.db)).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe('the admin chat views in the authorization matrix (spec 2.6 suppliers/chats, organisers/chats)', () => {
  const t = useTestApp();

  it("administrators read any user's chats, a chat, its messages and its files, and neither send nor delete", async () => {
    const organiser = await createUser(t.db, 'organiser');
    const users = {
      guest: undefined,
      admin: await createUser(t.db, 'admin'),
      'another organiser': await createUser(t.db, 'organiser'),
      supplier: await createUser(t.db, 'supplier'),
    };
    const chatOf = (url: string) =>
      ownedObjects.chats.build(t.db, organiser, { method: 'GET', url } as RegisteredRoute);
    const rows: Array<[string, string, keyof typeof users, number]> = [
      ['GET', `/api/chats?user_id=${organiser.id}`, 'admin', 200],
      ['GET', `/api/chats?user_id=${organiser.id}`, 'another organiser', 403],
      ['GET', `/api/chats?user_id=${organiser.id}`, 'supplier', 403],
      ['GET', `/api/chats?user_id=${organiser.id}`, 'guest', 401],
      ['GET', '/api/chats/:id', 'admin', 200],
      ['GET', '/api/chats/:id/messages', 'admin', 200],
      // Let through: the factory's attachment row has no stored file, so the download answers 410, not 403.
      ['GET', '/api/chats/attachments/:id', 'admin', 410],
      ['POST', '/api/chats/:id/send-message', 'admin', 403],
      ['DELETE', '/api/chats/:id', 'admin', 403],
    ];
    const failures: string[] = [];
    for (const [method, url, persona, want] of rows) {
      const owned = await chatOf(url);
      const user = users[persona];
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(':id', String(owned.params.id)),
        headers: user ? user.auth : {},
        ...(WRITE_METHODS.has(method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== want)
        failures.push(`${method} ${url} as ${persona}: ${res.statusCode}, expected ${want}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("the supplier's performance in the authorization matrix (issue 24, docs/decisions/0078)", () => {
  const t = useTestApp();

  it('answers the supplier, and a view-only session of them, with their own figures; refuses everyone else', async () => {
    const organiser = await createUser(t.db, 'organiser');
    const supplier = await createUser(t.db, 'supplier');
    const stranger = await createUser(t.db, 'supplier');
    const admin = await createUser(t.db, 'admin');
    await createNotify(t.db, (await createRequest(t.db, organiser.id)).id, supplier.id);
    const viewOf = (userId: number) => viewToken(t.db, userId, admin);
    const callers: Array<[string, Record<string, string>, number, number | null]> = [
      ['guest', {}, 401, null],
      ['organiser', organiser.auth, 403, null],
      ['admin', admin.auth, 403, null],
      ['view-only organiser', await viewOf(organiser.id), 403, null],
      ['supplier', supplier.auth, 200, 1],
      ['view-only supplier', await viewOf(supplier.id), 200, 1],
      // Another supplier sees their own figures, never the first one's request.
      ['another supplier', stranger.auth, 200, 0],
    ];
    const failures: string[] = [];
    for (const [who, headers, status, received] of callers) {
      const res = await t.app.inject({ method: 'GET', url: '/api/supplier/performance', headers });
      if (res.statusCode !== status) failures.push(`${who}: ${res.statusCode}, expected ${status}`);
      else if (received !== null && res.json().current.received !== received)
        failures.push(`${who}: received ${res.json().current.received}, expected ${received}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the CSV exports in the authorization matrix (issue 24, docs/decisions/0079)', () => {
  const t = useTestApp();

  it('lets administrators download every export; guests, organisers, suppliers and view-only sessions are refused', async () => {
    const admin = await createUser(t.db, 'admin');
    const organiser = await createUser(t.db, 'organiser');
    const supplier = await createUser(t.db, 'supplier');
    const viewOf = (userId: number) => viewToken(t.db, userId, admin);
    const callers: Array<[string, Record<string, string>, number]> = [
      ['guest', {}, 401],
      ['organiser', organiser.auth, 403],
      ['supplier', supplier.auth, 403],
      ['view-only organiser', await viewOf(organiser.id), 403],
      ['view-only supplier', await viewOf(supplier.id), 403],
      ['admin', admin.auth, 200],
    ];
    const failures: string[] = [];
    for (const name of EXPORT_NAMES) {
      for (const [who, headers, status] of callers) {
        const res = await t.app.inject({ method: 'GET', url: `/api/admin/exports/${name}`, headers });
        if (res.statusCode !== status)
          failures.push(`${name} as ${who}: ${res.statusCode}, expected ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
