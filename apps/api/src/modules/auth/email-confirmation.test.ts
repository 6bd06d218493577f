import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeEmailBody, loginTokenResponse } from '@marquee/contracts/auth';
import { ProfileStatus } from '@marquee/contracts/enums';
import { errors, validation } from '@marquee/contracts/messages';
import { emailConfirmationTexts } from '@marquee/contracts/toasts';
import { users } from '../../db/schema/users';
import { outgoingEmails } from '../../db/schema/mail';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createService,
  createSupplier,
  daysFromToday,
  lastEmailTo,
  linkParams,
  offerServices,
  registrationPayload,
} from '../../../test/factories';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };

describe('the e-mail confirmation (issue 21, docs/decisions/0059)', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** A new organiser, signed in, whose address is not confirmed; their first confirmation link. */
  async function signUp() {
    const res = await post('/api/auth/organizer/registration', registrationPayload());
    expect(res.statusCode, res.body).toBe(201);
    const { access_token, user } = res.json() as {
      access_token: string;
      user: { id: number; email: string };
    };
    const link = linkParams((await lastEmailTo(t.db, user.email)).links[0]!);
    return { user, auth: { authorization: `Bearer ${access_token}` }, link };
  }

  describe('POST /api/auth/change-email', () => {
    it('moves an unconfirmed account to the corrected address and sends the link there; old links die', async () => {
      const { user, auth, link: oldLink } = await signUp();
      const corrected = `  Fixed-${Date.now()}@Example.TEST `;
      const res = await post('/api/auth/change-email', { email: corrected }, auth);
      expect(res.statusCode, res.body).toBe(200);
      const email = corrected.trim().toLowerCase();
      expect(res.json().user).toMatchObject({ id: user.id, email, email_verified: false });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.email).toBe(email);

      const mail = await lastEmailTo(t.db, email);
      expect(mail.template).toBe('email_confirmation');
      expect(mail.userId).toBe(user.id);
      const newLink = linkParams(mail.links[0]!);
      expect(newLink).toMatchObject({ path: '/login-token', email, to: 'dashboard' });

      // The link that went to the mistyped address confirms nothing, even with the new address.
      for (const address of [oldLink.email, email]) {
        const stale = await post('/api/auth/login-token', { email: address, token: oldLink.token });
        expect(stale.statusCode).toBe(422);
      }
      const confirmed = await post('/api/auth/login-token', newLink);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().user).toMatchObject({ email, email_verified: true });
    });

    it("refuses an address another account uses with spec 8's text, and changes nothing", async () => {
      const { user, auth } = await signUp();
      const other = await createOrganiser(t.db);
      const res = await post('/api/auth/change-email', { email: other.email.toUpperCase() }, auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: errors.emailAlreadyRegistered,
        errors: { email: [errors.emailAlreadyRegistered] },
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.email).toBe(user.email);
    });

    it('checks the address with the spec texts', async () => {
      const { auth } = await signUp();
      const blank = await post('/api/auth/change-email', { email: '' }, auth);
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ email: [validation.emailRequired] });
      const invalid = await post('/api/auth/change-email', { email: 'not-an-address' }, auth);
      expect(invalid.json().errors).toEqual({ email: [validation.emailValid] });
      expect(changeEmailBody.safeParse({ email: 'a@b.co' }).success).toBe(true);
    });

    it('is only for an account not yet confirmed (409), and only for organisers', async () => {
      const confirmed = await createOrganiser(t.db);
      const res = await post(
        '/api/auth/change-email',
        { email: `new-${Date.now()}@example.test` },
        confirmed.auth,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(emailConfirmationTexts.alreadyConfirmed);
      const [row] = await t.db.select().from(users).where(eq(users.id, confirmed.id));
      expect(row!.email).toBe(confirmed.email);

      const supplier = await createSupplier(t.db, { verified: false });
      const bySupplier = await post(
        '/api/auth/change-email',
        { email: `s-${Date.now()}@example.test` },
        supplier.auth,
      );
      expect(bySupplier.statusCode).toBe(403);
      expect((await post('/api/auth/change-email', { email: 'a@b.co' })).statusCode).toBe(401);
    });

    it('shares the per-account budget of links with resend-confirmation', async () => {
      const organiser = await createOrganiser(t.db, { verified: false });
      // Registration is not counted here (the factory sends no link): the budget is all for resends and changes.
      for (let i = 0; i < t.config.AUTH_RESETS_PER_ACCOUNT - 1; i += 1) {
        expect((await post('/api/auth/resend-confirmation', {}, organiser.auth)).statusCode).toBe(200);
      }
      const address = `budget-${Date.now()}@example.test`;
      expect((await post('/api/auth/change-email', { email: address }, organiser.auth)).statusCode).toBe(200);
      const refused = await post('/api/auth/change-email', { email: `again-${address}` }, organiser.auth);
      expect(refused.statusCode).toBe(429);
      const sent = await t.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.to, `again-${address}`));
      expect(sent).toEqual([]);
    });
  });

  describe('POST /api/auth/login-token after a held request', () => {
    it('says the address is confirmed and names each request it sent on, with the suppliers it reached', async () => {
      const service = await createService(t.db, undefined, { product: `Marquee Hire ${Date.now()}` });
      for (const nearby of [25, 50]) {
        const supplier = await createSupplier(t.db, {
          profileStatus: ProfileStatus.approved,
          profile: { ...LONDON, nearby, location: 'London, UK' },
        });
        await offerServices(t.db, supplier.id, [service.id]);
      }
      const { auth, link } = await signUp();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/organiser/service-requests',
        headers: auth,
        payload: {
          service_id: service.id,
          location: 'London, UK',
          ...LONDON,
          date_from: daysFromToday(30),
          date_until: daysFromToday(30),
          date_offers_until: daysFromToday(20),
          message: 'A garden party for 60 guests.',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const requestId = created.json().data.service_requests[0].id as number;

      const res = await post('/api/auth/login-token', link);
      expect(res.statusCode, res.body).toBe(200);
      const answer = loginTokenResponse.parse(res.json());
      expect(answer.email_confirmed).toBe(true);
      expect(answer.released_requests).toEqual([
        { id: requestId, service: service.product, location: 'London, UK', suppliers_count: 2 },
      ]);

      // A later link (here a resend after confirming sends none; a login link) confirms nothing new.
      const again = await post('/api/auth/login-token', link);
      expect(again.statusCode).toBe(422);
    });

    it('answers email_confirmed with no requests when nothing was held', async () => {
      const { link } = await signUp();
      const answer = loginTokenResponse.parse((await post('/api/auth/login-token', link)).json());
      expect(answer).toMatchObject({ email_confirmed: true, released_requests: [] });
    });
  });
});
