import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createOrganiser, createSupplier, registrationPayload } from '../../../test/factories';
import { users } from '../../db/schema/users';

/*
 * Phones (issue 21): every route that takes one checks it with the one rule of packages/contracts (phoneField,
 * libphonenumber with GB as the default country), so a number that one form takes is taken by all, stored the same
 * way, and a number one refuses (Ofcom's drama range 07700 900xxx among them) is refused by all.
 */
describe('one phone rule for sign-up, contacts and settings', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  let sequence = 0;
  const email = () => `phone-${(sequence += 1)}-${Date.now()}@example.test`;
  const supplierContacts = (phone: string) => ({
    name: 'Sam Supplier',
    phone,
    company_name: 'Sound & Light Ltd',
    position_in_company: 'Director',
    website: 'soundlight.example',
    display_email: 'hello@soundlight.example',
  });

  /** Each route that takes a phone, sending `phone`; answers the status, the stored phone and the field errors. */
  const routes: Record<
    string,
    (phone: string) => Promise<{ status: number; errors: unknown; stored?: string }>
  > = {
    'POST auth/organizer/registration': async (phone) => {
      const res = await post(
        '/api/auth/organizer/registration',
        registrationPayload({ email: email(), phone }),
      );
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
    'POST auth/registration (supplier)': async (phone) => {
      const res = await post('/api/auth/registration', {
        email: email(),
        password: 'secret1',
        confirmPassword: 'secret1',
        ...supplierContacts(phone),
      });
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
    'POST supplier/contacts': async (phone) => {
      const supplier = await createSupplier(t.db);
      const res = await post('/api/supplier/contacts', supplierContacts(phone), supplier.auth);
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
    'POST organiser/contacts': async (phone) => {
      const organiser = await createOrganiser(t.db);
      const res = await post(
        '/api/organiser/contacts',
        { name: 'Olivia', phone, company_name: 'Events Ltd', position_in_company: 'Planner' },
        organiser.auth,
      );
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
    'POST auth/me (organiser settings)': async (phone) => {
      const organiser = await createOrganiser(t.db);
      const res = await post('/api/auth/me', { phone }, organiser.auth);
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
    'POST auth/me (supplier settings)': async (phone) => {
      const supplier = await createSupplier(t.db);
      const res = await post('/api/auth/me', { phone }, supplier.auth);
      return { status: res.statusCode, errors: res.json().errors, stored: res.json().user?.phone };
    },
  };

  it('takes the same UK numbers everywhere, as typed, and stores them in E.164', async () => {
    const typed: Array<[string, string]> = [
      ['07911 123456', '+447911123456'],
      ['+44 7911 123456', '+447911123456'],
      ['0161 496 0152', '+441614960152'],
      ['+44 (0)20 7946 0123', '+442079460123'],
      ['0044 20 7946 0123', '+442079460123'],
    ];
    for (const [route, send] of Object.entries(routes)) {
      for (const [phone, e164] of typed) {
        const res = await send(phone);
        expect(res.status, `${route} ${phone}`).toBeLessThan(300);
        expect(res.stored, `${route} ${phone}`).toBe(e164);
      }
    }
  });

  it('refuses the same numbers everywhere, on the phone field', async () => {
    // The drama range is not a real number: libphonenumber refuses it, and so does every form.
    for (const [route, send] of Object.entries(routes)) {
      for (const phone of ['07700 900123', '+44 7700 900461', '12345678']) {
        const res = await send(phone);
        expect(res.status, `${route} ${phone}`).toBe(422);
        expect(res.errors, `${route} ${phone}`).toEqual({
          phone: [expect.stringMatching(/^(Phone must be a valid|Phone number is invalid)$/)],
        });
      }
      const short = await send('0740');
      expect(short.status, route).toBe(422);
      expect((short.errors as { phone: string[] }).phone[0], route).toMatch(
        new RegExp(`^(${validation.phoneRequired}|${validation.phoneValid})$`),
      );
    }
  });

  it('does not refuse a save over a stored phone that the user did not send', async () => {
    // A phone stored before the rule (e.g. old demo data): changing another field still saves.
    const organiser = await createOrganiser(t.db, { user: { phone: '+447700900123' } });
    const res = await post('/api/auth/me', { position_in_company: 'Head of events' }, organiser.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ position_in_company: 'Head of events', phone: '+447700900123' });
    // Sending it back unchanged is refused on the phone field, with the text that says what to correct.
    const again = await post('/api/auth/me', { phone: '+447700900123' }, organiser.auth);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ phone: [validation.phoneInvalid] });
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, organiser.id));
    expect(row?.phone).toBe('+447700900123');
  });
});
