import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, tokenStore } from '../../lib/session';
import { makeUser } from '../../test/mock-api';
import { logout } from './logout';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const organiser = makeUser({ id: 2, name: 'Olu Organiser', email: 'olu@example.co.uk', role: 2 });

describe('logout (spec 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.setAdmin(null);
    session.clear();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('revokes the token, forgets it and loads the home page afresh', async () => {
    session.signIn('organiser-token', organiser, true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ result: true }));
    const go = vi.fn();
    await logout(go);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer organiser-token' } });
    expect(tokenStore.get()).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('asks the server nothing when no token is stored (Save & Finish ended the session there)', async () => {
    const go = vi.fn();
    await logout(go);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('still signs out when the server cannot be reached', async () => {
    session.signIn('organiser-token', organiser, false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const go = vi.fn();
    await logout(go);
    expect(tokenStore.get()).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it("puts the administrator's own token back after 'View Dashboard As' and returns to /admin-login", async () => {
    tokenStore.setAdmin('admin-token');
    session.signIn('impersonation-token', organiser, true);
    expect(session.get().isImpersonating).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ result: true }));
    const go = vi.fn();
    await logout(go);
    // The impersonation token is the one revoked; the administrator's stays valid.
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      headers: { authorization: 'Bearer impersonation-token' },
    });
    expect(tokenStore.get()).toBe('admin-token');
    expect(tokenStore.getAdmin()).toBeNull();
    expect(go).toHaveBeenCalledWith('/admin-login');
  });
});
