import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, tokenStore } from '../../lib/session';
import { logout } from './logout';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const admin = { id: 1, name: 'Ada Admin', email: 'admin@example.co.uk', role: 100 };
const organiser = { id: 2, name: 'Olu Organiser', email: 'olu@example.co.uk', role: 2 };

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

  it('revokes the token, goes home and forgets the session', async () => {
    session.signIn('organiser-token', organiser, true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ result: true }));
    const navigate = vi.fn();
    await logout(navigate);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(session.get().isAuth).toBe(false);
    expect(tokenStore.get()).toBeNull();
  });

  it('still signs out when the server cannot be reached', async () => {
    session.signIn('organiser-token', organiser, false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const navigate = vi.fn();
    await logout(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(tokenStore.get()).toBeNull();
  });

  it("restores the administrator's own session after 'View Dashboard As'", async () => {
    tokenStore.setAdmin('admin-token');
    session.signIn('impersonation-token', organiser, true);
    expect(session.get().isImpersonating).toBe(true);
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ result: true }))
      .mockResolvedValueOnce(jsonResponse({ user: admin }));
    const navigate = vi.fn();
    await logout(navigate);
    const [, meInit] = fetchMock.mock.calls[1]!;
    expect((meInit?.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
    expect(navigate).toHaveBeenCalledWith('/admin-login');
    expect(tokenStore.get()).toBe('admin-token');
    expect(tokenStore.getAdmin()).toBeNull();
    expect(session.get()).toMatchObject({ isAuth: true, roleName: 'admin', isImpersonating: false });
  });
});
