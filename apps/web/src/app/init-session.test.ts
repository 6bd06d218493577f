import { afterEach, describe, expect, it, vi } from 'vitest';
import { initSession } from './init-session';
import { session, tokenStore } from '../lib/session';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('initSession', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStore.clear();
  });

  it('signs the user in from a stored token', async () => {
    tokenStore.set('t1', true);
    respond(200, { user: { id: 1, name: 'Ada', email: 'ada@example.com', role: 2 } });
    await initSession();
    expect(session.get()).toMatchObject({ isInitialized: true, isAuth: true, roleName: 'organiser' });
  });

  it('forgets a token the API rejects', async () => {
    tokenStore.set('t2', true);
    respond(401, { message: 'Unauthenticated.' });
    await initSession();
    expect(session.get()).toMatchObject({ isInitialized: true, isAuth: false });
    expect(tokenStore.get()).toBeNull();
  });

  it('forgets the token of a supplier held back for review or rejected (403 whatever the token)', async () => {
    for (const code of ['supplier_under_review', 'supplier_rejected']) {
      tokenStore.set('t4', true);
      respond(403, { message: 'held', code });
      await initSession();
      expect(session.get()).toMatchObject({ isInitialized: true, isAuth: false });
      expect(tokenStore.get()).toBeNull();
    }
  });

  it('keeps the token when the API cannot be reached', async () => {
    tokenStore.set('t3', false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    session.clear();
    tokenStore.set('t3', false);
    await initSession();
    expect(session.get().isInitialized).toBe(true);
    expect(tokenStore.get()).toBe('t3');
  });
});
