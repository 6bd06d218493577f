import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseWebsite } from '@marquee/contracts/website';
import { useTestApp } from '../../test/harness';
import { createSupplier } from '../../test/factories';
import { migrationsDir } from '../lib/paths';
import { queryRows } from './client';
import { partners } from './schema/content';
import { users } from './schema/users';

/*
 * Migration 0009_websites_web_only (issue 19, point 9; docs/decisions/0049): websites stored before the API
 * checked them are rewritten by marquee_website(), the SQL form of the contracts' normaliseWebsite().
 */

const MIGRATION = '0009_websites_web_only.sql';

describe('migration 0009: stored websites', () => {
  const t = useTestApp();

  const runMigration = async () => {
    const migration = readFileSync(join(migrationsDir(), MIGRATION), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
  };
  const inSql = async (value: string) =>
    (await queryRows<{ website: string | null }>(t.db, sql`select marquee_website(${value}) as website`))[0]
      ?.website ?? null;

  it('keeps http(s) addresses, adds https:// to bare domains and removes everything else', async () => {
    const before: Array<[string | null, string | null]> = [
      ['javascript:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['ftp://files.example.com', null],
      ['//evil.com', null],
      ['https://user:pass@x.com', null],
      ['mailto:hello@example.com', null],
      ['not a website', null],
      ['', null],
      ['   ', null],
      [null, null],
      ['example.co.uk', 'https://example.co.uk'],
      [' www.example.co.uk/about ', 'https://www.example.co.uk/about'],
      ['http://example.com/path', 'http://example.com/path'],
      ['https://www.hartwell.example', 'https://www.hartwell.example'],
    ];
    const suppliers = [];
    for (const [website] of before) suppliers.push(await createSupplier(t.db, { user: { website } }));
    await t.db.insert(partners).values([
      { companyName: 'Bad', website: 'javascript:alert(1)', position: 1 },
      { companyName: 'Bare', website: 'partner.example', position: 2 },
      { companyName: 'Good', website: 'https://good.example/', position: 3 },
    ]);

    await runMigration();

    const stored = await t.db
      .select({ id: users.id, website: users.website })
      .from(users)
      .orderBy(asc(users.id));
    expect(stored.map((u) => u.website)).toEqual(before.map(([, after]) => after));
    const storedPartners = await t.db.select().from(partners).orderBy(asc(partners.position));
    expect(storedPartners.map((p) => p.website)).toEqual([
      '',
      'https://partner.example',
      'https://good.example/',
    ]);

    // The API serves what is stored: no javascript: address is left to answer or to put in JSON-LD.
    const profile = await t.app.inject({ method: 'GET', url: `/api/suppliers/${suppliers[0]!.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('javascript:');
    const bare = await t.app.inject({ method: 'GET', url: `/api/suppliers/${suppliers[10]!.id}` });
    expect(bare.body).toContain('"website":"https://example.co.uk"');

    // Applying it again changes nothing.
    await runMigration();
    expect(
      (await t.db.select({ website: users.website }).from(users).orderBy(asc(users.id))).map(
        (u) => u.website,
      ),
    ).toEqual(before.map(([, after]) => after));
  });

  it('partners keep being served as http(s) addresses or none, whatever a later write stores', async () => {
    await t.db.insert(partners).values([
      { companyName: 'Bad', website: 'data:text/html,hi', position: 1 },
      { companyName: 'Bare', website: 'partner.example', position: 2 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/partners' });
    expect(res.json().data.map((p: { website: string }) => p.website)).toEqual([
      '',
      'https://partner.example',
    ]);
  });

  /** One of the strings, with its weight. */
  const pick = (...choices: Array<[string, number]>) =>
    fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));
  const label = fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,8}[a-zA-Z0-9])?$/), weight: 6 },
    { arbitrary: fc.stringMatching(/^[a-zA-Z0-9üéßä-]{0,10}$/), weight: 2 },
  );
  /** Typed websites built from pieces, good and bad, about half of them websites by the contracts' rule. */
  const typedWebsite = fc
    .tuple(
      pick(['', 8], [' ', 1], ['\u00a0', 1], ['\t', 1]),
      pick(
        ['', 4],
        ['http://', 4],
        ['https://', 4],
        ['HTTPS://', 1],
        ['ftp://', 1],
        ['javascript:', 1],
        ['data:', 1],
        ['//', 1],
        ['http:', 1],
        ['https:///', 1],
      ),
      pick(['', 12], ['user@', 1], ['user:pass@', 1]),
      fc.array(label, { minLength: 0, maxLength: 3 }),
      pick(
        ['uk', 3],
        ['co.uk', 3],
        ['com', 3],
        ['Example', 1],
        ['xn--p1ai', 1],
        ['рф', 1],
        ['1', 1],
        ['c', 1],
        ['', 1],
      ),
      pick(['', 12], [':8080', 1], [':443', 1], ['.', 1]),
      pick(
        ['', 6],
        ['/', 2],
        ['/a/b', 2],
        ['/?q=1', 1],
        ['#x', 1],
        ['/a b', 1],
        ['/a\\b', 1],
        ['/ä', 1],
        ['/\u3000', 1],
        ['?a=<b>', 1],
        ['/%41', 1],
      ),
      pick(['', 8], [' ', 1], ['\u3000', 1]),
    )
    .map(([lead, scheme, credentials, labels, top, port, path, trail]) => {
      const host = [...labels, top].filter((part, i, all) => part !== '' || i < all.length - 1).join('.');
      return `${lead}${scheme}${credentials}${host}${port}${path}${trail}`;
    });

  it('marquee_website() agrees with the contracts’ normaliseWebsite()', async () => {
    const fixed = [
      'example.co.uk',
      'https://example.com:443',
      'https://1.2.3.4',
      'https://localhost',
      'https://-a.com',
      'https://a-.com',
      'https://ü-.de',
      'https://münchen.de/ä?q=1#f',
      'https://exa%41mple.com',
      'https:///example.com',
      'https://example.com\\@evil.com',
      'https://example.com./',
      'javascript://example.com/%0aalert(1)',
      '\u00a0www.example.com\u3000',
    ];
    const check = async (value: string) => {
      const js = normaliseWebsite(value);
      const stored = await inSql(value);
      expect(stored === null, `${JSON.stringify(value)}: SQL ${stored}, contracts ${js}`).toBe(js === null);
      // What the migration keeps is a website by the contracts' rule, and the same one.
      if (stored !== null) expect(normaliseWebsite(stored), JSON.stringify(value)).toBe(js);
      // And what the API stores is kept by the migration as it is.
      if (js !== null) expect(await inSql(js), JSON.stringify(js)).toBe(js);
    };
    for (const value of fixed) await check(value);
    await fc.assert(fc.asyncProperty(typedWebsite, check), { numRuns: 400 });
  });
});
