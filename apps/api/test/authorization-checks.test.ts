import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { actorOf, authorize } from '../src/lib/policy';
import { requireAuth } from '../src/lib/auth-context';
import { usersPolicy } from '../src/modules/users/users.policy';
import { getUser } from '../src/modules/users/users.service';
import { openTestDatabase, testConfig, useTestApp, useTestDatabase } from './harness';
import { createUser } from './factories';
import { checkOwnedRoutes } from './owned-routes';

describe("saved cards in the authorization matrix: a card is its owner's alone (spec 6, 7.5)", () => {
  const t = useTestApp();

  /** A card saved through the sandbox card form. */
  async function savedCard(owner: Awaited<ReturnType<typeof createUser>>, number = '4242424242424242') {
    const intent = await t.app.inject({
      method: 'GET',
      url: '/api/create-setup-intent',
      headers: owner.auth,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods/sandbox-confirm',
      headers: owner.auth,
      payload: {
        setup_intent_id: intent.json().setup_intent_id,
        number,
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
      },
    });
    return res.json().payment_method.id as number;
  }

  it('refuses guests, organisers, administrators and other suppliers; lets the owner through', async () => {
    const owner = await createUser(t.db, 'supplier');
    const users = {
      guest: undefined,
      organiser: await createUser(t.db, 'organiser'),
      admin: await createUser(t.db, 'admin'),
      'another supplier': await createUser(t.db, 'supplier'),
      owner,
    };
    // The other supplier has a card of their own, so a refusal is about whose card it is.
    await savedCard(users['another supplier']);
    const rows: Array<[string, string, keyof typeof users, number]> = [
      ['POST', '/api/payment-methods/default', 'guest', 401],
      ['POST', '/api/payment-methods/default', 'organiser', 403],
      ['POST', '/api/payment-methods/default', 'admin', 403],
      ['POST', '/api/payment-methods/default', 'another supplier', 404],
      ['POST', '/api/payment-methods/default', 'owner', 200],
      ['DELETE', '/api/payment-methods', 'guest', 401],
      ['DELETE', '/api/payment-methods', 'organiser', 403],
      ['DELETE', '/api/payment-methods', 'admin', 403],
      ['DELETE', '/api/payment-methods', 'another supplier', 404],
      ['DELETE', '/api/payment-methods', 'owner', 200],
      // Another supplier cannot pay with it either.
      ['POST', '/api/subscribe', 'another supplier', 422],
      ['POST', '/api/subscribe', 'admin', 403],
      ['POST', '/api/subscribe', 'owner', 200],
    ];
    const failures: string[] = [];
    for (const [method, url, persona, want] of rows) {
      await savedCard(owner, '5555555555554444');
      const card = await savedCard(owner);
      const user = users[persona];
      const payload =
        url === '/api/subscribe'
          ? { pricing_plan_id: 3, period: 'month', payment_method: card }
          : { payment_method: card };
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: user ? user.auth : {},
        payload,
      });
      if (res.statusCode !== want)
        failures.push(`${method} ${url} as ${persona}: ${res.statusCode}, expected ${want}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Routes over accounts that exist only in this test, so the ownership check is shown to pass a route
 * that authorizes and to catch one that forgets to (the real API has no such route yet: auth/me needs no
 * path parameter). Each handler loads the account named by :id, as a real service would.
 */
async function ownedTestRoutes(app: FastifyInstance) {
  const load = async (request: { params: unknown }) =>
    (await getUser(app.db, Number((request.params as { id: string }).id))).user;
  app.get(
    '/api/test-owned/accounts/:id',
    { config: { access: 'signed-in', policy: { name: 'users', action: 'read' } } },
    async (request) => {
      const account = await load(request);
      authorize(usersPolicy, actorOf(requireAuth(request)), 'read', account);
      return { id: account.id };
    },
  );
  app.delete(
    '/api/test-owned/accounts/:id',
    { config: { access: ['organiser', 'supplier'], policy: { name: 'users', action: 'delete' } } },
    async (request) => {
      const account = await load(request);
      authorize(usersPolicy, actorOf(requireAuth(request)), 'delete', account);
      return { result: true };
    },
  );
  // Declares its policy but never asks it: any signed-in user reads any account.
  app.get(
    '/api/test-owned/leaky/:id',
    { config: { access: 'signed-in', policy: { name: 'users', action: 'read' } } },
    async (request) => ({ id: (await load(request)).id }),
  );
}

describe('the ownership check of the matrix', () => {
  const data = useTestDatabase();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: data.database });
    await ownedTestRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const only = (part: string) => ({
    ...app,
    registeredRoutes: app.registeredRoutes.filter((r) => r.url.includes(part)),
  });

  it('passes routes that authorize: the owner through, another user 404, a supplier 403 on delete', async () => {
    expect(await checkOwnedRoutes(only('/test-owned/accounts/') as FastifyInstance, data.db)).toEqual([]);
  });

  it('catches a route that declares a policy but never checks it', async () => {
    expect(await checkOwnedRoutes(only('/test-owned/leaky/') as FastifyInstance, data.db)).toEqual([
      'GET /api/test-owned/leaky/:id (users.read) as another organiser: 200, expected 404',
      'GET /api/test-owned/leaky/:id (users.read) as admin: 200, expected 404',
      'GET /api/test-owned/leaky/:id (users.read) as another supplier: 200, expected 404',
      'GET /api/test-owned/leaky/:id (users.read) as admin: 200, expected 404',
    ]);
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

  it('refuses to start with a route over an owned object that declares no policy', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    try {
      app.get('/api/things/:id', { config: { access: ['organiser'] } }, async () => ({ ok: true }));
      // Admin-only routes are moderation, not ownership: they need no policy.
      app.delete('/api/admin/things/:id', { config: { access: ['admin'] } }, async () => ({ ok: true }));
      await expect(app.ready()).rejects.toThrow(
        /Routes over an owned object without a policy \(config\.policy\): GET \/api\/things\/:id, HEAD \/api\/things\/:id$/,
      );
    } finally {
      await app.close().catch(() => undefined);
      await database.dispose();
    }
  });
});
