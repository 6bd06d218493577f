import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createSupplier, type FactoryUser } from '../../../test/factories';
import { users } from '../../db/schema/users';

/*
 * A supplier's website is an http(s) address of a domain name (issue 19, point 9; docs/decisions/0049): every
 * route that takes one refuses other schemes with a 422 on `website`, stores a bare domain with https:// and
 * keeps an http(s) address as it is, so the API and the profile's JSON-LD only ever serve web addresses.
 */

/** Values that were stored as sent before, and would have been served as links and in JSON-LD's sameAs. */
const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)//example.com',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://x',
  'ftp://files.example.com/a',
  'mailto:someone@example.com',
  '//evil.com',
  'https://user:pass@x.com',
  'https://user@x.com',
  'https://example.com:8080',
  'http://127.0.0.1',
  'https://localhost',
  'example',
  'www.example.com/a b',
  'https://example.com\\@evil.com',
  'http:example.com',
];

/** What is sent, and what is stored and answered. */
const accepted: Array<[string, string]> = [
  ['example.co.uk', 'https://example.co.uk'],
  ['  www.example.co.uk  ', 'https://www.example.co.uk'],
  ['http://example.com/path', 'http://example.com/path'],
  ['https://example.com/a/b?x=1#top', 'https://example.com/a/b?x=1#top'],
  ['HTTPS://Example.COM/', 'https://example.com'],
];

let sequence = 0;
const registration = (website: string) => {
  sequence += 1;
  return {
    email: `web-${sequence}-${Date.now()}@example.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    name: 'Sam Supplier',
    phone: '07400 123456',
    company_name: 'Sound & Light Ltd',
    position_in_company: 'Director',
    website,
    display_email: '',
  };
};

const contacts = (website: string) => ({
  name: 'Sam S',
  phone: '07400 654321',
  company_name: 'SL',
  position_in_company: 'Owner',
  website,
  // Past registration the display e-mail is required too (spec 5 'Supplier settings form', issue 21).
  display_email: 'hello@sl.example',
});

describe('supplier websites', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  const post = (url: string, payload: object, supplier?: FactoryUser) =>
    t.app.inject({ method: 'POST', url, payload, headers: supplier?.auth ?? {} });
  const storedWebsite = async (id: number) =>
    (await t.db.select({ website: users.website }).from(users).where(eq(users.id, id)))[0]?.website;

  /** Each route that takes a website: sends it, answers the response and the user id it is about. */
  interface Answer {
    status: number;
    body: { user?: { website: string | null }; errors?: Record<string, string[]> };
    id?: number;
  }
  const routes: Record<string, (website: string) => Promise<Answer>> = {
    'POST auth/registration': async (website) => {
      const res = await post('/api/auth/registration', registration(website));
      return { status: res.statusCode, body: res.json(), id: res.json().user?.id };
    },
    'POST supplier/contacts': async (website) => {
      const supplier = await createSupplier(t.db, { user: { website: 'https://before.example' } });
      const res = await post('/api/supplier/contacts', contacts(website), supplier);
      return { status: res.statusCode, body: res.json(), id: supplier.id };
    },
    'POST auth/me': async (website) => {
      const supplier = await createSupplier(t.db, { user: { website: 'https://before.example' } });
      const res = await post('/api/auth/me', { website }, supplier);
      return { status: res.statusCode, body: res.json(), id: supplier.id };
    },
  };

  for (const [name, send] of Object.entries(routes)) {
    it(`${name} refuses websites that are not http(s) addresses of a domain, with a 422 on website`, async () => {
      for (const website of refused) {
        const res = await send(website);
        expect(res.status, `${name} ${website}`).toBe(422);
        expect(res.body.errors, `${name} ${website}`).toEqual({ website: [validation.websiteValid] });
        // Nothing changed: the supplier's website is the one they had (sign-up created no account).
        if (name !== 'POST auth/registration')
          expect(await storedWebsite(res.id!)).toBe('https://before.example');
      }
    });

    it(`${name} stores a bare domain with https:// and keeps http(s) addresses`, async () => {
      for (const [website, stored] of accepted) {
        const res = await send(website);
        expect(res.status, `${name} ${website}`).toBeLessThan(300);
        expect(res.body.user?.website, `${name} ${website}`).toBe(stored);
        expect(await storedWebsite(res.id!)).toBe(stored);
      }
    });
  }

  it('the public profile answers the stored https:// address of a bare domain', async () => {
    const supplier = await createSupplier(t.db);
    expect((await post('/api/auth/me', { website: 'example.co.uk' }, supplier)).statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: `/api/suppliers/${supplier.id}` });
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('"website":"https://example.co.uk"');
  });
});
