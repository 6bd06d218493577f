import { describe, expect, it } from 'vitest';
import { contentTexts } from '@marquee/contracts/admin-content';
import { testimonialsResponse } from '@marquee/contracts/content';
import { fileTexts } from '@marquee/contracts/files';
import { validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createSupplier, type FactoryUser } from '../../../test/factories';
import { cameraJpeg, exe, png } from '../../../test/file-fixtures';
import { multipartForm, type FormPart } from '../../../test/multipart';
import { auditLog } from '../../db/schema/audit';
import { testimonials } from '../../db/schema/content';

const ADMIN = '/api/admin/testimonials';

describe('admin testimonials (spec 2.6 content, 5 "Testimonial", 7.7; decision 0074)', () => {
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
  const avatar = async () => ({ filename: 'me.jpg', data: await cameraJpeg(), type: 'image/jpeg' });
  const keyOf = (url: string | null) => decodeURIComponent(url!.replace(/^\/files\//, ''));
  const stored = async (url: string | null) => (await t.app.storage.get(keyOf(url))) !== null;
  const fields = (over: Record<string, string> = {}): FormPart[] =>
    Object.entries({
      name: 'Priya Shah',
      title: 'Quotes within a day',
      description: 'Events Manager',
      text: 'Three suppliers answered before lunch.',
      quote_requests_total: '12',
      rate: '4.5',
      ...over,
    });
  const audits = async () =>
    (await t.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => [
      a.action,
      a.targetType,
      a.targetId,
    ]);

  it('adds a testimonial with its avatar (EXIF dropped), newest first in the public list', async () => {
    const admin = await createAdmin(t.db);
    await t.db.insert(testimonials).values({
      name: 'Older',
      title: 'Good',
      description: 'PA',
      text: 'Fine.',
      rate: '4.0',
      quoteRequestsTotal: 2,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const etag = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).headers.etag;
    const res = await send(admin, ADMIN, [...fields(), ['avatar', await avatar()]]);
    expect(res.statusCode).toBe(201);
    const { testimonial } = res.json();
    expect(testimonial).toMatchObject({
      name: 'Priya Shah',
      title: 'Quotes within a day',
      description: 'Events Manager',
      rate: 4.5,
      quote_requests_total: 12,
    });
    expect(testimonial.avatar_url).toMatch(/^\/files\/uploads\/testimonials\/[0-9a-f]{32}\.jpg$/);
    const file = await t.app.storage.get(keyOf(testimonial.avatar_url));
    const bytes = Buffer.concat(await file!.body.toArray());
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);

    const pub = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'if-none-match': etag },
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers.etag).not.toBe(etag);
    expect(testimonialsResponse.parse(pub.json()).data.map((x) => x.name)).toEqual(['Priya Shah', 'Older']);
    expect((await t.app.inject({ method: 'GET', url: ADMIN, headers: admin.auth })).json().data).toHaveLength(
      2,
    );
    expect(await audits()).toEqual([['testimonial.create', 'testimonial', testimonial.id]]);
  });

  it('requires every field, the avatar too, with a text for each', async () => {
    const admin = await createAdmin(t.db);
    const res = await send(admin, ADMIN, [['name', '']]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [validation.nameRequired],
      title: [contentTexts.titleRequired],
      description: [contentTexts.roleRequired],
      text: [contentTexts.textRequired],
      quote_requests_total: [contentTexts.quoteRequestsRequired],
      rate: [contentTexts.rateRequired],
    });
    const noAvatar = await send(admin, ADMIN, fields());
    expect(noAvatar.statusCode).toBe(422);
    expect(noAvatar.json().errors).toEqual({ avatar: [contentTexts.avatarRequired] });
    expect(await t.db.select().from(testimonials)).toEqual([]);
  });

  it('holds the spec 5 limits: name 150, title 40, description 40, text 250, quote requests 0–150, rate 1–5', async () => {
    const admin = await createAdmin(t.db);
    const atLimit = await send(admin, ADMIN, [
      ...fields({
        name: 'n'.repeat(150),
        title: 't'.repeat(40),
        description: 'd'.repeat(40),
        text: 'x'.repeat(250),
        quote_requests_total: '150',
        rate: '5',
      }),
      ['avatar', await avatar()],
    ]);
    expect(atLimit.statusCode).toBe(201);
    const over = await send(admin, ADMIN, [
      ...fields({
        name: 'n'.repeat(151),
        title: 't'.repeat(41),
        description: 'd'.repeat(41),
        text: 'x'.repeat(251),
        quote_requests_total: '151',
        rate: '40',
      }),
      ['avatar', await avatar()],
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      name: [contentTexts.tooLong(150)],
      title: [contentTexts.tooLong(40)],
      description: [contentTexts.tooLong(40)],
      text: [contentTexts.tooLong(250)],
      quote_requests_total: [contentTexts.quoteRequestsNumber],
      rate: [contentTexts.rateRange],
    });
    for (const [quotes, rate] of [
      ['abc', '0'],
      ['-1', '4.3'],
      ['1.5', 'five'],
    ]) {
      const res = await send(admin, ADMIN, [
        ...fields({ quote_requests_total: quotes!, rate: rate! }),
        ['avatar', await avatar()],
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        quote_requests_total: [contentTexts.quoteRequestsNumber],
        rate: [contentTexts.rateRange],
      });
    }
    expect(await t.db.select().from(testimonials)).toHaveLength(1);
  });

  it('refuses an avatar that is not an image, or over 10 MB (413), storing nothing', async () => {
    const admin = await createAdmin(t.db);
    const notImage = await send(admin, ADMIN, [...fields(), ['avatar', { filename: 'me.png', data: exe() }]]);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({ avatar: [fileTexts.wrongType] });
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await send(admin, ADMIN, [...fields(), ['avatar', { filename: 'big.png', data: big }]]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ avatar: [fileTexts.tooLarge] });
    expect(await t.db.select().from(testimonials)).toEqual([]);
  });

  it('edits with _method=PUT, keeping or replacing the avatar (the old file removed), then deletes', async () => {
    const admin = await createAdmin(t.db);
    const created = (await send(admin, ADMIN, [...fields(), ['avatar', await avatar()]])).json().testimonial;
    const url = `${ADMIN}/${created.id}`;

    const kept = await send(admin, url, [['_method', 'PUT'], ...fields({ rate: '3', title: 'Changed' })]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().testimonial).toMatchObject({
      title: 'Changed',
      rate: 3,
      avatar_url: created.avatar_url,
    });

    const replaced = await send(admin, url, [['_method', 'PUT'], ...fields(), ['avatar', await avatar()]]);
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().testimonial.avatar_url;
    expect(next).not.toBe(created.avatar_url);
    expect(await stored(next)).toBe(true);
    expect(await stored(created.avatar_url)).toBe(false);

    const invalid = await send(admin, url, [['_method', 'PUT'], ...fields({ text: '' })]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ text: [contentTexts.textRequired] });
    expect((await send(admin, `${ADMIN}/424242`, [['_method', 'PUT'], ...fields()])).statusCode).toBe(404);

    const gone = await t.app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: contentTexts.testimonialDeleted });
    expect(await stored(next)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
    expect(await audits()).toEqual([
      ['testimonial.create', 'testimonial', created.id],
      ['testimonial.update', 'testimonial', created.id],
      ['testimonial.update', 'testimonial', created.id],
      ['testimonial.delete', 'testimonial', created.id],
    ]);
  });

  it('is for administrators only', async () => {
    const supplier = await createSupplier(t.db);
    const res = await send(supplier, ADMIN, [...fields(), ['avatar', await avatar()]]);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ADMIN, headers: supplier.auth })).statusCode).toBe(403);
    expect(await t.db.select().from(testimonials)).toEqual([]);
  });
});
