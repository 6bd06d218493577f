import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { validation } from '@marquee/contracts/messages';
import { profileTexts } from '@marquee/contracts/supplier-profile';
import { useTestApp } from '../../../test/harness';
import { createSupplier, type FactoryUser } from '../../../test/factories';
import { exe, html, pdf, png } from '../../../test/file-fixtures';
import { multipartForm, type FormPart } from '../../../test/multipart';
import { supplierDocuments, supplierImages } from '../../db/schema/suppliers';

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-profile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every stored file under DATA_DIR/uploads. */
const storedFiles = (): string[] => {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

const image = async (name = 'photo.png') => ({ filename: name, data: await png(120, 80), type: 'image/png' });

describe('GET and POST /api/profile', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  const save = (user: FactoryUser, parts: FormPart[]) => {
    const form = multipartForm(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
  };
  const newSupplier = () =>
    createSupplier(t.db, { profileStatus: 0, profile: { onboardingStep: 'profile' } });
  const complete = async (): Promise<FormPart[]> => [
    ['summary', 'We light up events across Yorkshire.'],
    ['response_template', 'Thank you for your request.'],
    ['sustainability_policy', 'LED only.'],
    ['past_events', 'Leeds Festival 2025'],
    ['photo', await image('logo.png')],
    ['cover', await image('cover.png')],
    ['showcase_images[]', await image('a.png')],
    ['showcase_images[]', await image('b.png')],
    ['documents[]', { filename: 'Insurance <2026>.pdf', data: pdf(), type: 'application/pdf' }],
  ];

  it('saves the profile with its files, moves the wizard to preview and serves the files', async () => {
    const supplier = await newSupplier();
    const res = await save(supplier, await complete());
    expect(res.statusCode, res.body).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      summary: 'We light up events across Yorkshire.',
      response_template: 'Thank you for your request.',
      photo_url: expect.stringMatching(/^\/files\/uploads\/suppliers\/\d+\/photo\/[0-9a-f]{32}\.png$/),
      cover_url: expect.stringMatching(/^\/files\/uploads\//),
      images: [{ url: expect.any(String) }, { url: expect.any(String) }],
      documents: [{ name: 'Insurance _2026.pdf', type: null, valid_to: null, verified_at: null }],
      verified: [],
    });
    const onboarding = await t.app.inject({
      method: 'GET',
      url: '/api/supplier/onboarding',
      headers: supplier.auth,
    });
    expect(onboarding.json().onboarding.step).toBe('preview');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: supplier.auth })).json().profile,
    ).toEqual(profile);

    const img = await t.app.inject({ method: 'GET', url: profile.cover_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(img.headers['content-disposition']).toMatch(/^inline;/);
    const doc = await t.app.inject({ method: 'GET', url: profile.documents[0].url });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe(
      `attachment; filename="Insurance _2026.pdf"; filename*=UTF-8''Insurance%20_2026.pdf`,
    );
    expect(doc.rawPayload.equals(pdf())).toBe(true);
    for (const url of [
      '/files/uploads/../secret.png',
      '/files/uploads/suppliers/none.png',
      '/files/uploads/x.html',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('needs a cover, a summary and a response template on the first save', async () => {
    const supplier = await newSupplier();
    const files = storedFiles().length;
    const res = await save(supplier, [['summary', 'Hello']]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      cover: [validation.backgroundImageRequired],
      response_template: [profileTexts.responseTemplateRequired],
    });
    expect(storedFiles().length).toBe(files);
  });

  it('refuses an 11th image and an 11th document, and keeps ten of each', async () => {
    const supplier = await newSupplier();
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => image(`i${i}.png`)));
    const first = await save(supplier, [
      ...(await complete()).filter(([n]) => n !== 'showcase_images[]' && n !== 'documents[]'),
      ...ten.map((f): FormPart => ['showcase_images[]', f]),
      ...Array.from({ length: 10 }, (_, i): FormPart => [
        'documents[]',
        { filename: `d${i}.pdf`, data: pdf() },
      ]),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const before = storedFiles().length;
    const more = await save(supplier, [
      ['showcase_images[]', await image()],
      ['documents[]', { filename: 'x.pdf', data: pdf() }],
    ]);
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({
      showcase_images: [profileTexts.tooManyImages],
      documents: [profileTexts.tooManyDocuments],
    });
    expect(storedFiles().length).toBe(before);
    // Deleting one makes room for one, in the same save; another supplier's ids are ignored.
    const other = await newSupplier();
    await save(other, await complete());
    const [otherImage] = await t.db.select().from(supplierImages).where(eq(supplierImages.userId, other.id));
    const mine = first.json().profile.images as Array<{ id: number }>;
    const swap = await save(supplier, [
      ['showcase_images_deleted[]', String(mine[0]!.id)],
      ['showcase_images_deleted[]', String(otherImage!.id)],
      ['showcase_images[]', await image('new.png')],
    ]);
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().profile.images).toHaveLength(10);
    expect(
      await t.db.select().from(supplierImages).where(eq(supplierImages.id, otherImage!.id)),
    ).toHaveLength(1);
    // The other supplier's five files; one image replaced by another.
    expect(storedFiles().length).toBe(before + 5);
  });

  it('refuses wrong content behind an image name and an oversize file, leaving no file and no row', async () => {
    const supplier = await newSupplier();
    const ok = await save(supplier, await complete());
    expect(ok.statusCode).toBe(200);
    const files = storedFiles().length;
    const rows = async () =>
      (await t.db.select().from(supplierImages).where(eq(supplierImages.userId, supplier.id))).length +
      (await t.db.select().from(supplierDocuments).where(eq(supplierDocuments.userId, supplier.id))).length;
    const rowsBefore = await rows();

    const fake = await save(supplier, [
      ['showcase_images[]', await image('good.png')],
      ['showcase_images[]', { filename: 'holiday.jpg', data: exe(), type: 'image/jpeg' }],
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.showcase_images).toEqual(['This file type is not accepted']);
    const page = await save(supplier, [['documents[]', { filename: 'cv.txt', data: html() }]]);
    expect(page.statusCode).toBe(422);

    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await save(supplier, [
      ['showcase_images[]', await image('first.png')],
      ['documents[]', { filename: 'big.pdf', data: big }],
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      message: validation.filesTooLarge,
      errors: { documents: [validation.filesTooLarge] },
    });
    expect(storedFiles().length).toBe(files);
    expect(await rows()).toBe(rowsBefore);
  });

  it('lets the supplier give a document its type and expiry, for their own documents only', async () => {
    const supplier = await newSupplier();
    const doc = (await save(supplier, await complete())).json().profile.documents[0];
    const put = (user: FactoryUser, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/profile/documents/${doc.id}`, payload, headers: user.auth });
    const res = await put(supplier, { type: 'public_liability_insurance', valid_to: '2027-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ type: 'public_liability_insurance', valid_to: '2027-03-31' });
    const bad = await put(supplier, { type: 'passport', valid_to: '2027-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      type: [profileTexts.documentTypeInvalid],
      valid_to: [profileTexts.validToInvalid],
    });
    expect((await put(await newSupplier(), { type: null, valid_to: null })).statusCode).toBe(404);
  });
});
