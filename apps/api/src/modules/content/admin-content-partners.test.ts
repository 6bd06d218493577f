import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentTexts } from '@marquee/contracts/admin-content';
import { partnersResponse } from '@marquee/contracts/content';
import { fileTexts } from '@marquee/contracts/files';
import { validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, type FactoryUser } from '../../../test/factories';
import { html, png } from '../../../test/file-fixtures';
import { multipartForm, type FormPart } from '../../../test/multipart';
import { auditLog } from '../../db/schema/audit';
import { partners } from '../../db/schema/content';

const ADMIN = '/api/admin/partners';

describe('admin partners (spec 2.6 content, 7.7; decision 0074)', () => {
  const t = useTestApp();

  const send = (who: FactoryUser, url: string, parts: FormPart[]) => {
    const form = multipartForm(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
  };
  const logo = async (w = 120, h = 60) => ({
    filename: 'logo.png',
    data: await png(w, h),
    type: 'image/png',
  });
  const keyOf = (url: string | null) => decodeURIComponent(url!.replace(/^\/files\//, ''));
  const stored = async (url: string | null) => (await t.app.storage.get(keyOf(url))) !== null;
  const audits = () =>
    t.db
      .select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId })
      .from(auditLog)
      .orderBy(auditLog.id);

  it('adds a partner with a re-encoded logo, last in the order, and the public list shows it at once', async () => {
    const admin = await createAdmin(t.db);
    await t.db
      .insert(partners)
      .values({ companyName: 'Seeded', website: 'https://seeded.example', position: 4 });
    const before = await t.app.inject({ method: 'GET', url: '/api/partners' });
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('public, max-age=0');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/partners',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const res = await send(admin, ADMIN, [
      ['company_name', '  Acme Events  '],
      ['website', 'acme.example'],
      ['image', await logo()],
    ]);
    expect(res.statusCode).toBe(201);
    const { partner } = res.json();
    expect(partner).toMatchObject({ company_name: 'Acme Events', website: 'https://acme.example' });
    expect(partner.image_url).toMatch(/^\/files\/uploads\/partners\/[0-9a-f]{32}\.png$/);
    expect(await stored(partner.image_url)).toBe(true);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.position).toBe(5);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/partners',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(partnersResponse.parse(after.json()).data.map((p) => p.company_name)).toEqual([
      'Seeded',
      'Acme Events',
    ]);

    const list = await t.app.inject({ method: 'GET', url: ADMIN, headers: admin.auth });
    expect(list.json().data).toHaveLength(2);
    expect(await audits()).toEqual([
      { action: 'partner.create', targetType: 'partner', targetId: partner.id },
    ]);
  });

  it('takes a partner without a logo (spec 5: only company_name and website are required)', async () => {
    const admin = await createAdmin(t.db);
    const res = await send(admin, ADMIN, [
      ['company_name', 'No Logo Ltd'],
      ['website', 'https://nologo.example'],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().partner.image_url).toBeNull();
  });

  it('refuses missing fields and a website that is not http(s), with the spec texts, storing nothing', async () => {
    const admin = await createAdmin(t.db);
    const empty = await send(admin, ADMIN, [['company_name', ' ']]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      company_name: [validation.companyNameRequired],
      website: [validation.websiteRequired],
    });
    for (const website of [
      'javascript:alert(1)',
      'ftp://acme.example',
      'data:text/html,x',
      '//acme.example',
    ]) {
      const res = await send(admin, ADMIN, [
        ['company_name', 'Acme'],
        ['website', website],
        ['image', await logo()],
      ]);
      expect(res.statusCode, website).toBe(422);
      expect(res.json().errors).toEqual({ website: [validation.websiteValid] });
    }
    expect(await t.db.select().from(partners)).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('refuses a file that is not an image, and a file over 10 MB with a 413, never a 5xx', async () => {
    const admin = await createAdmin(t.db);
    const notImage = await send(admin, ADMIN, [
      ['company_name', 'Acme'],
      ['website', 'https://acme.example'],
      ['image', { filename: 'logo.png', data: html(), type: 'image/png' }],
    ]);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({ image: [fileTexts.wrongType] });

    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await send(admin, ADMIN, [
      ['company_name', 'Acme'],
      ['website', 'https://acme.example'],
      ['image', { filename: 'big.png', data: big, type: 'image/png' }],
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ image: [fileTexts.tooLarge] });

    const two = await send(admin, ADMIN, [
      ['company_name', 'Acme'],
      ['website', 'https://acme.example'],
      ['image', await logo()],
      ['image', await logo()],
    ]);
    expect(two.statusCode).toBe(422);
    expect(await t.db.select().from(partners)).toEqual([]);
  });

  it('edits a partner, replacing its logo file, and keeps the logo when none is sent', async () => {
    const admin = await createAdmin(t.db);
    const created = (
      await send(admin, ADMIN, [
        ['company_name', 'Acme'],
        ['website', 'https://acme.example'],
        ['image', await logo()],
      ])
    ).json().partner;

    const renamed = await send(admin, `${ADMIN}/${created.id}`, [
      ['company_name', 'Acme Group'],
      ['website', 'http://acme-group.example/about'],
    ]);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().partner).toEqual({
      id: created.id,
      company_name: 'Acme Group',
      website: 'http://acme-group.example/about',
      image_url: created.image_url,
    });

    const relogo = await send(admin, `${ADMIN}/${created.id}`, [
      ['_method', 'PUT'],
      ['company_name', 'Acme Group'],
      ['website', 'https://acme-group.example'],
      ['image', await logo(200, 100)],
    ]);
    expect(relogo.statusCode).toBe(200);
    const next = relogo.json().partner.image_url;
    expect(next).not.toBe(created.image_url);
    expect(await stored(next)).toBe(true);
    expect(await stored(created.image_url)).toBe(false);

    const bad = await send(admin, `${ADMIN}/${created.id}`, [
      ['company_name', 'Acme Group'],
      ['website', 'javascript:alert(1)'],
      ['image', await logo()],
    ]);
    expect(bad.statusCode).toBe(422);
    expect(await stored(next)).toBe(true);

    const unknown = await send(admin, `${ADMIN}/999999`, [
      ['company_name', 'X'],
      ['website', 'https://x.example'],
    ]);
    expect(unknown.statusCode).toBe(404);
    const override = await send(admin, `${ADMIN}/${created.id}`, [
      ['_method', 'DELETE'],
      ['company_name', 'X'],
      ['website', 'https://x.example'],
    ]);
    expect(override.statusCode).toBe(422);
    expect(override.json().errors).toEqual({ _method: [contentTexts.methodInvalid] });
    expect((await audits()).map((a) => a.action)).toEqual([
      'partner.create',
      'partner.update',
      'partner.update',
    ]);
  });

  it('deletes a partner and its logo; the public list drops it; a second delete is a 404', async () => {
    const admin = await createAdmin(t.db);
    const created = (
      await send(admin, ADMIN, [
        ['company_name', 'Acme'],
        ['website', 'https://acme.example'],
        ['image', await logo()],
      ])
    ).json().partner;
    const res = await t.app.inject({ method: 'DELETE', url: `${ADMIN}/${created.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: contentTexts.partnerDeleted });
    expect(await stored(created.image_url)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners' })).json().data).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${created.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(await audits()).toEqual([
      { action: 'partner.create', targetType: 'partner', targetId: created.id },
      { action: 'partner.delete', targetType: 'partner', targetId: created.id },
    ]);
  });

  it('is for administrators only', async () => {
    const organiser = await createOrganiser(t.db);
    expect((await t.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: ADMIN, headers: organiser.auth })).statusCode).toBe(403);
    const res = await send(organiser, ADMIN, [
      ['company_name', 'Acme'],
      ['website', 'https://acme.example'],
    ]);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(partners)).toEqual([]);
  });
});
