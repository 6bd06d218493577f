import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProfileStatus } from '@marquee/contracts/enums';
import { auditLog } from '../../db/schema/audit';
import { supplierAuthLinks } from '../../db/schema/supplier-import';
import { userTokens } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createSupplier, linkParams, PASSWORD } from '../../../test/factories';
import { csvObjects, getExport, registeredAt } from './exports.test-helpers';

/*
 * The 'supplier-auth-links' export (issue 24, docs/decisions/0067 and 0079): every approved supplier registered in
 * the range gets a fresh single-use set-password link valid 30 days, kept in supplier_auth_links; an earlier link
 * stops working.
 */

const DAY_MS = 86_400_000;

describe('GET admin/exports/supplier-auth-links', () => {
  const t = useTestApp();
  const reset = (email: string, token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email, token, password, confirmPassword: password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('gives each approved supplier in the range a link that sets a password once and expires in 30 days', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db, { name: 'Ann Awning', user: { companyName: '@Awnings' } });
    await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    await createSupplier(t.db, { profileStatus: ProfileStatus.rejected });
    const before = Date.now();
    const res = await getExport(t.app, admin.auth, 'supplier-auth-links');
    expect(res.statusCode).toBe(200);
    const rows = csvObjects(res.body);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      'Supplier ID': String(supplier.id),
      Company: "'@Awnings",
      Name: 'Ann Awning',
      'E-mail': supplier.email,
    });
    const link = linkParams(row['Sign-in link']!);
    expect(row['Sign-in link']).toMatch(/^http:\/\/localhost:3000\//);
    expect(link.email).toBe(supplier.email);

    const [kept] = await t.db.select().from(supplierAuthLinks);
    expect(kept).toMatchObject({ userId: supplier.id, link: row['Sign-in link'] });
    const [token] = await t.db.select().from(userTokens).where(eq(userTokens.id, kept!.tokenId));
    expect(token!.purpose).toBe('password_reset');
    const ttl = token!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(ttl).toBeLessThan(30 * DAY_MS + 60_000);
    // 'Expires' is the token's expiry in UK time, to the minute.
    const uk = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(token!.expiresAt);
    expect(row.Expires).toBe(uk);

    expect((await reset(link.email, link.token, 'chosen-pass')).statusCode).toBe(200);
    expect((await login(supplier.email, 'chosen-pass')).statusCode).toBe(200);
    expect((await reset(link.email, link.token, 'another-pass')).statusCode).toBe(422);
    expect((await login(supplier.email, 'another-pass')).statusCode).toBe(422);
  });

  it('makes a fresh link each time and retires the earlier one', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const first = csvObjects((await getExport(t.app, admin.auth, 'supplier-auth-links')).body)[0]!;
    const second = csvObjects((await getExport(t.app, admin.auth, 'supplier-auth-links')).body)[0]!;
    expect(second['Sign-in link']).not.toBe(first['Sign-in link']);
    expect(await t.db.select().from(supplierAuthLinks)).toHaveLength(1);
    const old = linkParams(first['Sign-in link']!);
    expect((await reset(old.email, old.token, 'old-link-pass')).statusCode).toBe(422);
    expect((await login(supplier.email, PASSWORD)).statusCode).toBe(200);
    const fresh = linkParams(second['Sign-in link']!);
    expect((await reset(fresh.email, fresh.token, 'new-link-pass')).statusCode).toBe(200);
  });

  it('covers only suppliers registered in the range, and writes one audit row with it', async () => {
    const admin = await createAdmin(t.db);
    const early = await createSupplier(t.db);
    const late = await createSupplier(t.db);
    await registeredAt(t.db, early.id, new Date('2026-01-05T10:00:00Z'));
    await registeredAt(t.db, late.id, new Date('2026-02-05T10:00:00Z'));
    const res = await getExport(t.app, admin.auth, 'supplier-auth-links', {
      date_from: '2026-02-01',
      date_to: '2026-02-28',
    });
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="marquee-supplier-auth-links-2026-02-01-2026-02-28.csv"',
    );
    expect(csvObjects(res.body).map((r) => r['Supplier ID'])).toEqual([String(late.id)]);
    const links = await t.db.select().from(supplierAuthLinks);
    expect(links.map((l) => l.userId)).toEqual([late.id]);
    const audit = await t.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'exports.supplier-auth-links',
      summary: { date_from: '2026-02-01', date_to: '2026-02-28' },
    });
    // The links themselves never reach the audit log.
    expect(JSON.stringify(audit)).not.toContain('token');
  });
});
