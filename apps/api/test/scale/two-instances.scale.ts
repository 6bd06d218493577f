import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { services } from '../../src/db/schema/catalogue';
import { apiRoot } from '../../src/lib/paths';
import { body as requestBody, LONDON, supplierAt } from '../../src/modules/requests/requests.test-helpers';
import {
  createAdmin,
  createCategory,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  registrationPayload,
} from '../factories';
import { pdf } from '../file-fixtures';
import { multipartForm } from '../multipart';
import { call, startInstance, type Instance } from './instances';
import { startStack, UNREACHABLE_STRIPE, type Stack } from './stack';

const serverUrl = process.env.DATABASE_URL;

// The instances render the public pages with the real web build (their default WEB_DIST_DIR), which `npm test`
// makes before this suite in CI; built here when missing, as test/server-rendering.test.ts does.
const webRoot = join(apiRoot(), '..', 'web');
beforeAll(() => {
  if (!serverUrl) return;
  if (
    existsSync(join(webRoot, 'dist', 'index.html')) &&
    existsSync(join(webRoot, 'dist-server', 'entry-server.js'))
  )
    return;
  execSync('npm run build -w @marquee/web', { cwd: join(webRoot, '..', '..'), stdio: 'inherit' });
}, 300_000);

/**
 * Two server processes on one fresh PostgreSQL database, one S3 store (s3rver) and one SMTP server on loopback
 * (issue 26, docs/decisions/0085): what one instance does, the other sees at once. `npm run test:scale`.
 */
describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let stack: Stack;
  let database: Database;
  let smtp: Stack['smtp'];
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;
  let env: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack(serverUrl!, { AUTH_FAILED_LOGINS_PER_ACCOUNT: '2' });
    ({ env, smtp } = stack);
    // A keeps the offline card sandbox; B is configured for Stripe (not called here), as several instances must be.
    // Both start together: migrations run once under the advisory lock.
    const first = startInstance({ ...env, DATA_DIR: await stack.dataDir() });
    const second = startInstance({ ...env, ...UNREACHABLE_STRIPE, DATA_DIR: await stack.dataDir() });
    instances.push(first.instance, second.instance);
    [a, b] = await Promise.all([first.ready, second.ready]);
    database = await openDatabase({ databaseUrl: stack.databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.close();
    await stack?.close();
  }, 60_000);

  it('a sign-in on A is valid on B, and a sign-out on B ends it on A', async () => {
    const user = await createOrganiser(database.db);
    const login = await call(a, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    const token = login.json.access_token as string;
    expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('counts failed sign-ins made on both instances', async () => {
    const user = await createOrganiser(database.db);
    const wrong = { email: user.email, password: 'not-the-password' };
    // Two free failures per account (AUTH_FAILED_LOGINS_PER_ACCOUNT=2), one on each instance.
    expect((await call(a, 'POST', '/api/auth/login', { json: wrong })).status).toBe(422);
    expect((await call(b, 'POST', '/api/auth/login', { json: wrong })).status).toBe(422);
    // The third, on A, must wait: A saw only one failure itself.
    const third = await call(a, 'POST', '/api/auth/login', { json: wrong });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });

  it('a file sent through A downloads through B, and a message on A wakes a poll parked on B within 1 s', async () => {
    const organiser = await createOrganiser(database.db);
    const supplier = await createSupplier(database.db);
    const request = await createRequest(database.db, organiser.id);
    const quote = await createQuote(database.db, request.id, supplier.id);
    const opened = await call(a, 'POST', '/api/chats', {
      token: organiser.token,
      json: { service_request_quote_id: quote.id, receiver_id: supplier.id },
    });
    expect(opened.status).toBeLessThan(300);
    const chatId = opened.json.data.id as number;

    const form = multipartForm([['attachments', { filename: 'plan.pdf', data: pdf() }]]);
    const sent = await call(a, 'POST', `/api/chats/${chatId}/send-message`, {
      token: organiser.token,
      body: form.payload,
      headers: form.headers,
    });
    expect(sent.status).toBe(201);
    const message = sent.json.message as { id: number; chat_attachments: { id: number }[] };
    const download = await call(b, 'GET', `/api/chats/attachments/${message.chat_attachments[0]!.id}`, {
      token: supplier.token,
    });
    expect(download.status).toBe(200);
    expect(download.buffer.equals(pdf())).toBe(true);

    const parked = call(
      b,
      'GET',
      `/api/chats/${chatId}/messages?last_message_id=${message.id}&longpolling=1`,
      {
        token: supplier.token,
      },
    );
    await new Promise((r) => setTimeout(r, 500)); // parked on B
    const textForm = multipartForm([['text', 'Across instances']]);
    const sentAt = Date.now();
    const text = await call(a, 'POST', `/api/chats/${chatId}/send-message`, {
      token: organiser.token,
      body: textForm.payload,
      headers: textForm.headers,
    });
    expect(text.status).toBe(201);
    const woke = await parked;
    const latency = Date.now() - sentAt;
    expect(woke.status).toBe(200);
    expect(JSON.stringify(woke.json)).toContain('Across instances');
    expect(latency).toBeLessThan(1000);
    console.log(`long poll on B woken by a message on A in ${latency} ms`);
  });

  it('runs each e-mail job once though both workers poll the queue', async () => {
    const before = smtp.received.length;
    const emails: string[] = [];
    for (const [n, instance] of [a, b, a, b].entries()) {
      const payload = registrationPayload({ email: `scale-${n}-${Date.now()}@example.test` });
      emails.push(payload.email as string);
      expect(
        (await call(instance, 'POST', '/api/auth/organizer/registration', { json: payload })).status,
      ).toBe(201);
    }
    const to = (address: string) => smtp.received.slice(before).filter((m) => m.to.includes(address)).length;
    for (let i = 0; i < 300 && !emails.every((e) => to(e) >= 1); i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3000)); // time for a duplicate to arrive, if any would
    expect(emails.map(to)).toEqual(emails.map(() => 1));
  }, 60_000);

  it('a request created on A reaches suppliers polling B, each e-mailed once', async () => {
    const service = await createService(database.db);
    const suppliers = await Promise.all(
      [0, 1, 2].map(() => supplierAt(database.db, [service.id], LONDON, 999)),
    );
    const organiser = await createOrganiser(database.db);
    const before = smtp.received.length;
    const created = await call(a, 'POST', '/api/organiser/service-requests', {
      token: organiser.token,
      json: requestBody(service.id),
    });
    expect(created.status).toBe(201);
    expect(created.json.data.is_held).toBe(false);
    const requestId = created.json.data.service_requests[0].id as number;
    for (const supplier of suppliers) {
      const list = await call(b, 'GET', '/api/supplier/service-request-notifies', { token: supplier.token });
      expect(list.status).toBe(200);
      const ids = (list.json.data as { service_request_id: number }[]).map((n) => n.service_request_id);
      expect(ids).toContain(requestId);
    }
    const to = (address: string) => smtp.received.slice(before).filter((m) => m.to.includes(address)).length;
    for (let i = 0; i < 300 && !suppliers.every((s) => to(s.email) >= 1); i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3000));
    expect(suppliers.map((s) => to(s.email))).toEqual([1, 1, 1]);
  }, 60_000);

  it('a catalogue change on A is served fresh by B', async () => {
    const category = await createCategory(database.db);
    expect((await call(b, 'GET', `/api/service-categories/${category.id}`)).status).toBe(200);
    const adminUser = await createAdmin(database.db);
    const removed = await call(a, 'DELETE', `/api/admin/services/categories/${category.id}`, {
      token: adminUser.token,
    });
    expect(removed.status).toBeLessThan(300);
    expect((await call(b, 'GET', `/api/service-categories/${category.id}`)).status).toBe(404);
  });

  it('a catalogue change through A shows on the guest page B keeps within 1 s', async () => {
    const category = await createCategory(database.db);
    const kept = await createService(database.db, category.id);
    const removed = await createService(database.db, category.id);
    const url = `/directory/${category.slug}`;
    const guestPage = async () => {
      const res = await fetch(`${b.url}${url}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await guestPage()).toContain(removed.product);
    // Kept: a change written to the database directly (announced by nobody) is not seen on B.
    await database.db
      .update(services)
      .set({ product: `${kept.product} Renamed` })
      .where(eq(services.id, kept.id));
    const cached = await guestPage();
    expect(cached).toContain(kept.product);
    expect(cached).not.toContain(`${kept.product} Renamed`);

    const adminUser = await createAdmin(database.db);
    const deleted = await call(a, 'DELETE', `/api/admin/services/${removed.id}`, { token: adminUser.token });
    expect(deleted.status).toBeLessThan(300);
    const deletedAt = Date.now();
    let page = await guestPage();
    while (page.includes(removed.product) && Date.now() - deletedAt < 1000) {
      await new Promise((r) => setTimeout(r, 25));
      page = await guestPage();
    }
    const latency = Date.now() - deletedAt;
    expect(page).not.toContain(removed.product);
    expect(page).toContain(`${kept.product} Renamed`);
    expect(latency).toBeLessThan(1000);
    console.log(`guest page on B fresh ${latency} ms after a catalogue change on A`);
  });

  it('refuses a second instance using the offline card sandbox on the same database', async () => {
    const third = startInstance(
      { ...env, DATA_DIR: await stack.dataDir() },
      { expectFailure: true },
    ).instance;
    instances.push(third);
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain('uses the offline card sandbox');
  }, 60_000);
});
