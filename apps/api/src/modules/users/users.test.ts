import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { createOrganiser } from '../../../test/factories';

describe('GET /api/users?filters[email]=', () => {
  const t = useTestApp();

  it('answers the minimal user when the e-mail is registered', async () => {
    const existing = await createOrganiser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?filters[email]=${encodeURIComponent(existing.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: existing.id, email: existing.email } });
  });

  it('answers user null when it is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?filters[email]=nobody@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers 422 without a valid e-mail filter', async () => {
    for (const url of ['/api/users', '/api/users?filters[email]=nope', '/api/users?filters=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
    }
  });
});
