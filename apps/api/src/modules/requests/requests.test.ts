import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { createRequestResponse, requestListResponse, requestTexts } from '@marquee/contracts/requests';
import { validation } from '@marquee/contracts/messages';
import { serviceRequestNotifies, serviceRequests } from '../../db/schema/requests';
import { outgoingEmails } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  daysFromToday,
  lastEmailTo,
  linkParams,
  registrationPayload,
} from '../../../test/factories';
import { distanceMiles } from '../directory/reach';
import { onQuoteCreated } from './requests.service';
import { runOffersDeadlines } from './requests.jobs';
import { body, countStatements, LONDON, MANCHESTER, supplierAt } from './requests.test-helpers';

describe('requests for quotes: creation and matching', () => {
  const t = useTestApp();
  const create = async (auth: { authorization: string }, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: auth,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return createRequestResponse.parse(res.json()).data;
  };
  const notified = async (requestId: number) =>
    (
      await t.db
        .select()
        .from(serviceRequestNotifies)
        .where(eq(serviceRequestNotifies.serviceRequestId, requestId))
    )
      .map((n) => n.userId)
      .sort((a, b) => a - b);

  it('notifies approved suppliers of the service who reach the place: in radius, at the edge, nationwide; not out of radius, unapproved, rejected or of another service', async () => {
    const service = await createService(t.db);
    const other = await createService(t.db);
    const inRadius = await supplierAt(t.db, [service.id], { latitude: 51.52, longitude: -0.1 }, 10);
    // 25 miles due north of London, radius 25: exactly on the edge.
    const edgeLat = LONDON.latitude + (25 / 3958.8) * (180 / Math.PI);
    expect(distanceMiles(LONDON, { latitude: edgeLat, longitude: LONDON.longitude })).toBeCloseTo(25, 6);
    const atEdge = await supplierAt(
      t.db,
      [service.id],
      { latitude: edgeLat, longitude: LONDON.longitude },
      25,
    );
    const nationwide = await supplierAt(t.db, [service.id], MANCHESTER, 999);
    await supplierAt(t.db, [service.id], MANCHESTER, 100); // ~163 miles away
    await supplierAt(t.db, [service.id], LONDON, 50, ProfileStatus.underReview);
    await supplierAt(t.db, [service.id], LONDON, 50, ProfileStatus.rejected);
    await supplierAt(t.db, [other.id], LONDON, 50);
    const organiser = await createOrganiser(t.db);

    const counter = await t.app.inject({
      url: `/api/counters/suppliers?service_id=${service.id}&latitude=${LONDON.latitude}&longitude=${LONDON.longitude}`,
    });
    const data = await create(organiser.auth, body(service.id));
    const [request] = data.service_requests;
    expect(data.is_held).toBe(false);
    expect(await notified(request!.id)).toEqual(
      [inRadius.id, atEdge.id, nationwide.id].sort((a, b) => a - b),
    );
    expect(request!.suppliers_count).toBe(3);
    // The counter the form shows live uses the same rule.
    expect(counter.json()).toEqual({ count: 3 });

    // The fan-out job e-mails each of them a deep link to the request.
    await t.app.jobs.runQueued();
    const mail = await lastEmailTo(t.db, inRadius.email);
    expect(mail.template).toBe('rfq_notify');
    const link = linkParams(mail.links[0]!);
    expect(link.to).toBe('rfq_notify');
    expect(new URL(mail.links[0]!).searchParams.get('id')).toBe(String(request!.id));
    // A second run mails nobody twice.
    const before = (await t.db.select().from(outgoingEmails)).length;
    await t.app.jobs.runQueued();
    expect((await t.db.select().from(outgoingEmails)).length).toBe(before);
  });

  it('answers in the same number of SQL statements for 2 or 40 matched suppliers (one INSERT … SELECT)', async () => {
    const organiser = await createOrganiser(t.db);
    const measure = async (suppliers: number) => {
      const service = await createService(t.db);
      for (let i = 0; i < suppliers; i++) await supplierAt(t.db, [service.id], LONDON, 25);
      // Warm-up (the job queue's first use creates pg-boss's schema).
      await create(organiser.auth, body(service.id));
      const { statements, value } = await countStatements(t.db, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/organiser/service-requests',
          headers: organiser.auth,
          payload: body(service.id),
        }),
      );
      expect(value.statusCode).toBe(201);
      expect(createRequestResponse.parse(value.json()).data.service_requests[0]!.suppliers_count).toBe(
        suppliers,
      );
      return statements;
    };
    const few = await measure(2);
    const many = await measure(40);
    expect(few).toBeGreaterThan(3);
    expect(many).toBe(few);
  });

  it('creates one request per service of a brief, grouped, each matched on its own, with its note', async () => {
    const venue = await createService(t.db);
    const catering = await createService(t.db);
    const dj = await createService(t.db);
    await supplierAt(t.db, [venue.id, catering.id], LONDON, 25);
    await supplierAt(t.db, [catering.id], LONDON, 25);
    const organiser = await createOrganiser(t.db);
    const { service_id: _, ...rest } = body(venue.id);
    const data = await create(organiser.auth, {
      ...rest,
      services: [
        { service_id: venue.id, note: 'Garden preferred' },
        { service_id: catering.id },
        { service_id: dj.id },
      ],
    });
    expect(data.service_requests.map((r) => [r.service_id, r.suppliers_count, r.note])).toEqual([
      [venue.id, 1, 'Garden preferred'],
      [catering.id, 2, null],
      [dj.id, 0, null],
    ]);
    expect(new Set(data.service_requests.map((r) => r.group_id))).toEqual(new Set([data.group_id]));
    const list = await t.app.inject({
      url: `/api/organiser/service-requests?filters[group_id]=${data.group_id}`,
      headers: organiser.auth,
    });
    expect(requestListResponse.parse(list.json()).data.service_requests).toHaveLength(3);

    const six = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: { ...rest, services: Array.from({ length: 6 }, (_, i) => ({ service_id: i + 1 })) },
    });
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.services).toEqual([requestTexts.tooManyServices]);
  });

  it('validates with the spec 5 texts, and refuses past dates and unknown services', async () => {
    const organiser = await createOrganiser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: { location: '', message: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      service_id: [validation.serviceRequired],
      location: [validation.locationRequired],
      message: [validation.descriptionRequired],
      date_from: [validation.dateServiceRequired],
      date_until: [validation.dateServiceRequired],
      date_offers_until: [validation.offersUntilRequired],
    });
    const service = await createService(t.db);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: body(service.id, { date_from: daysFromToday(-2) }),
    });
    expect(past.json().errors.date_from).toEqual([requestTexts.datePast]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: body(999999),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.service_id).toEqual([requestTexts.unknownService]);
  });

  it('holds the request of an unconfirmed organiser and releases it when the e-mail is confirmed', async () => {
    const service = await createService(t.db);
    const supplier = await supplierAt(t.db, [service.id], LONDON, 25);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organizer/registration',
      payload: registrationPayload({ receive_updates_and_info: true }),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const { access_token, user } = reg.json() as { access_token: string; user: { email: string } };
    const confirmation = await lastEmailTo(t.db, user.email);
    expect(confirmation.text).toContain(requestTexts.heldNotice);
    const data = await create({ authorization: `Bearer ${access_token}` }, body(service.id));
    expect(data.is_held).toBe(true);
    const id = data.service_requests[0]!.id;
    expect(data.service_requests[0]!.suppliers_count).toBe(1);
    expect(data.service_requests[0]!.accepts_quotes).toBe(false);
    expect(await notified(id)).toEqual([]);

    const { email, token } = linkParams(confirmation.links[0]!);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-token',
      payload: { email, token },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await notified(id)).toEqual([supplier.id]);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row!.isHeld).toBe(0);
    await t.app.jobs.runQueued();
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('rfq_notify');
  });

  it('releases the held requests when the organiser resets the password through the e-mailed link', async () => {
    const service = await createService(t.db);
    const supplier = await supplierAt(t.db, [service.id], LONDON, 25);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organizer/registration',
      payload: registrationPayload(),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const { access_token, user } = reg.json() as { access_token: string; user: { email: string } };
    const data = await create({ authorization: `Bearer ${access_token}` }, body(service.id));
    expect(data.is_held).toBe(true);
    const id = data.service_requests[0]!.id;
    expect(await notified(id)).toEqual([]);

    // A password change of a signed-in organiser proves nothing about the mailbox: still held.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${access_token}` },
      payload: {
        password_old: registrationPayload().password,
        password: 'another-pass',
        confirmPassword: 'another-pass',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await notified(id)).toEqual([]);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const { email, token } = linkParams((await lastEmailTo(t.db, user.email)).links[0]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email, token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.email_verified).toBe(true);
    expect(await notified(id)).toEqual([supplier.id]);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row!.isHeld).toBe(0);
    await t.app.jobs.runQueued();
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('rfq_notify');

    // A second reset finds nothing held: no supplier is notified twice.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: user.email } });
    const again = linkParams((await lastEmailTo(t.db, user.email)).links[0]!);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: {
        email: again.email,
        token: again.token,
        password: 'third-pass-1',
        confirmPassword: 'third-pass-1',
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await notified(id)).toEqual([supplier.id]);
  });
});

describe('requests for quotes: notifications', () => {
  const t = useTestApp();

  it('e-mails the organiser of new quotes at most once an hour per request (onQuoteCreated)', async () => {
    const organiser = await createOrganiser(t.db);
    const service = await createService(t.db);
    const request = await createRequest(t.db, organiser.id, { serviceId: service.id });
    const count = async () =>
      (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, organiser.email))).length;
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await t.app.jobs.runQueued();
    const mail = await lastEmailTo(t.db, organiser.email);
    expect(mail.template).toBe('rfq_quotes');
    expect(linkParams(mail.links[0]!).to).toBe('rfq');
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await t.app.jobs.runQueued();
    expect(await count()).toBe(1);
  });

  it('reminds suppliers who have not answered 24 hours before offers close (consent and unsubscribe), then closes offers and tells the organiser', async () => {
    const organiser = await createOrganiser(t.db);
    const service = await createService(t.db);
    const today = daysFromToday(0);
    const request = await createRequest(t.db, organiser.id, {
      serviceId: service.id,
      dateOffersUntil: today,
    });
    const consenting = await supplierAt(t.db, [service.id], LONDON, 25);
    const silent = await supplierAt(t.db, [service.id], LONDON, 25);
    const answered = await supplierAt(t.db, [service.id], LONDON, 25);
    await t.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, consenting.id));
    await t.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, answered.id));
    for (const s of [consenting, silent, answered]) {
      await t.db.insert(serviceRequestNotifies).values({ serviceRequestId: request.id, userId: s.id });
    }
    await createQuote(t.db, request.id, answered.id);

    const noon = new Date(`${today}T12:00:00Z`);
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 1, closed: 0 });
    const reminder = await lastEmailTo(t.db, consenting.email);
    expect(reminder.template).toBe('rfq_notify_reminder');
    // The link opens the web page, which calls the API with the same query.
    const unsubscribe = new URL(reminder.links.find((l) => l.includes('unsubscribe'))!);
    expect(unsubscribe.pathname).toBe('/email-preferences/unsubscribe');
    const link = Object.fromEntries(unsubscribe.searchParams);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/email-preferences/unsubscribe', payload });
    // Following the link (a mail scanner's GET) changes nothing: only the page's button POSTs.
    const followed = await t.app.inject({ url: `/api${unsubscribe.pathname}${unsubscribe.search}` });
    expect(followed.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, consenting.id));
    expect(untouched!.receiveUpdatesAndInfo).toBe(true);
    const refused = await post({ ...link, signature: `${link.signature!.slice(0, -2)}xx` });
    expect(refused.statusCode).toBe(404);
    const res = await post(link);
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, consenting.id));
    expect(after!.receiveUpdatesAndInfo).toBe(false);
    // Once only.
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 0, closed: 0 });

    const tomorrow = new Date(noon.getTime() + 86_400_000);
    expect(await runOffersDeadlines(t.app, tomorrow)).toEqual({ reminded: 0, closed: 1 });
    const told = await lastEmailTo(t.db, organiser.email);
    expect(told.template).toBe('rfq_offers_closed');
    expect(told.text).toContain('1 quote arrived');
    const [row] = await t.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, request.id)));
    expect(row!.offersClosedAt).not.toBeNull();
  });
});
