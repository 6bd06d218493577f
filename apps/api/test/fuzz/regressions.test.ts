import { describe, expect, it } from 'vitest';
import { useTestApp } from '../harness';

/* Bugs the fuzz suite found (docs/decisions/0088), each pinned by the request that showed it. */

describe('requests the fuzz suite answered with a 5xx', () => {
  const t = useTestApp();

  it('an unsubscribe for a user id past an integer column is a 422, not a database error', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/email-preferences/unsubscribe',
      payload: { user: '5540949502', signature: 'x' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.user).toBeDefined();
    const oneClick = await t.app.inject({
      method: 'POST',
      url: '/api/email-preferences/unsubscribe/one-click?user=9999999999&signature=x',
    });
    expect(oneClick.statusCode).toBe(422);
  });
});
