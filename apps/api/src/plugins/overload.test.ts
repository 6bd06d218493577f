import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, testConfig, type TestDatabase } from '../../test/harness';

/*
 * Beyond saturation (issue 26, docs/decisions/0091): with MAX_REQUESTS_IN_FLIGHT requests being worked on, one more
 * is answered 503 with Retry-After in the one error shape; parked long polls do not count; the count goes down as
 * answers go out.
 */
describe('the in-flight limit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('answers 503 with Retry-After over the limit, and takes requests again once answers went out', async () => {
    const app = await buildApp({ config: testConfig({ MAX_REQUESTS_IN_FLIGHT: '2' }), database });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', { config: { access: 'public' } }, async () => {
      await gate;
      return { ok: true };
    });
    await app.ready();
    try {
      const held = [app.inject({ url: '/slow' }), app.inject({ url: '/slow' })];
      await new Promise((r) => setTimeout(r, 100));
      const refused = await app.inject({ url: '/api/health' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ code: 'service_unavailable' });
      // A long poll is not refused by the limit (here it is refused for want of a sign-in).
      const poll = await app.inject({ url: '/api/chats/1/messages?longpolling=1' });
      expect(poll.statusCode).toBe(401);
      release();
      expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
      const again = await Promise.all([
        app.inject({ url: '/api/health' }),
        app.inject({ url: '/api/health' }),
      ]);
      expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    } finally {
      await app.close();
    }
  });
});
