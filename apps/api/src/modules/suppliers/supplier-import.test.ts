import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { validation } from '@marquee/contracts/messages';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import {
  supplierImportColumns,
  supplierImportTemplate,
  supplierImportTexts as texts,
  type SupplierImportResponse,
} from '@marquee/contracts/supplier-import';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createSupplier, linkParams } from '../../../test/factories';
import { multipartForm } from '../../../test/multipart';
import { auditLog } from '../../db/schema/audit';
import { supplierAuthLinks } from '../../db/schema/supplier-import';
import { supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

/*
 * POST admin/suppliers/import (issue 22, docs/decisions/0067): the rows of a CSV file become approved suppliers,
 * each row imported or refused with why; the file as a whole refused with a 422 or 413.
 */

type Row = Partial<Record<(typeof supplierImportColumns)[number], string>>;

let sequence = 0;
/** A row that imports: the registration's fields, a known service and place. */
export function goodRow(overrides: Row = {}): Row {
  sequence += 1;
  return {
    company_name: `Canvas & Co ${sequence}`,
    name: 'Sam Supplier',
    email: `import-${sequence}-${Date.now()}@example.test`,
    phone: '07911 123456',
    website: 'canvas.example',
    position_in_company: 'Director',
    display_email: 'hello@canvas.example',
    location: 'Bath',
    nearby: '50',
    services: 'Marquee Hire; event catering',
    ...overrides,
  };
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV document with these columns (in this order) and rows. */
export function csv(rows: Row[], columns: readonly string[] = supplierImportColumns): string {
  const lines = [
    columns.join(','),
    ...rows.map((r) => columns.map((c) => cell(r[c as keyof Row] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

describe('POST admin/suppliers/import', () => {
  const t = useTestApp();

  const send = async (
    data: string | Buffer | null,
    filename = 'suppliers.csv',
    admin?: { authorization: string },
  ) => {
    const auth = admin ?? (await createAdmin(t.db)).auth;
    const form = multipartForm(
      data === null
        ? [['note', 'no file']]
        : [['suppliers_file', { filename, data: Buffer.from(data), type: 'text/csv' }]],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/suppliers/import',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
  };
  const imported = async (data: string) => {
    const res = await send(data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SupplierImportResponse>();
  };

  it('makes each good row an approved, listed supplier with its services, place and a set-password link', async () => {
    const rows = [
      goodRow(),
      goodRow({ location: 'Newport, Wales', nearby: 'Nationwide', display_email: '' }),
    ];
    const result = await imported(csv(rows));
    expect(result.errors).toEqual([]);
    expect(result.imported.map((i) => [i.row, i.email])).toEqual([
      [1, rows[0]!.email],
      [2, rows[1]!.email],
    ]);
    const [first] = await t.db.select().from(users).where(eq(users.id, result.imported[0]!.id));
    expect(first).toMatchObject({
      name: 'Sam Supplier',
      phone: '+447911123456',
      website: 'https://canvas.example',
    });
    const profiles = await t.db.select().from(supplierProfiles);
    expect(profiles.map((p) => [p.status, p.location, p.nearby, p.onboardingStep])).toEqual([
      [ProfileStatus.approved, 'Bath, England', 50, 'submitted'],
      [ProfileStatus.approved, 'Newport, Wales', 999, 'submitted'],
    ]);
    const services = await t.db.select().from(userServices).where(eq(userServices.userId, first!.id));
    expect(services).toHaveLength(2);
    expect(services.every((s) => s.listed && s.latitude !== null)).toBe(true);
    expect(await t.db.select().from(supplierAuthLinks)).toHaveLength(2);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'suppliers.import'));
    expect(audit.map((a) => a.summary)).toEqual([{ rows: 2, imported: 2, errors: 0 }]);
  });

  it('takes the columns in any order, as headers are typed, and the template as it is offered', async () => {
    const columns = [
      'Services',
      'NEARBY',
      'Location',
      'Email',
      'Name',
      'Phone',
      'Company Name',
      'website',
      'position in company',
    ];
    const row = goodRow();
    const body = csv(
      [
        Object.fromEntries(
          columns.map((c) => [c, row[c.toLowerCase().replace(/ /g, '_') as keyof Row] ?? '']),
        ),
      ] as Row[],
      columns,
    );
    expect((await imported(body)).imported).toHaveLength(1);
    expect((await imported(supplierImportTemplate)).imported).toHaveLength(1);
  });

  it('refuses a header without the required columns, naming them', async () => {
    const res = await send(
      csv([goodRow()], ['name', 'email', 'phone', 'website', 'location', 'nearby', 'services']),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(texts.missingColumns(['company_name', 'position_in_company']));
    expect(await t.db.select().from(users).where(eq(users.role, 1))).toEqual([]);
  });

  it('reports each bad row with its number and why, and imports the good ones around it', async () => {
    const rows = [
      goodRow(),
      goodRow({ email: 'not-an-email' }),
      goodRow({ phone: '07700 900123' }),
      goodRow({ services: 'Marquee Hire;Underwater Basket Weaving' }),
      goodRow({ location: 'Atlantis' }),
      goodRow({ services: 'Marquee Hire;Event Catering;Wedding Catering;Mobile Bars' }),
      goodRow({ nearby: '30', name: '' }),
      goodRow(),
    ];
    const result = await imported(csv(rows));
    expect(result.imported.map((i) => i.row)).toEqual([1, 8]);
    expect(result.errors.map((e) => [e.row, e.message])).toEqual([
      [2, validation.emailValid],
      [3, validation.phoneInvalid],
      [4, texts.unknownService('Underwater Basket Weaving')],
      [5, texts.unknownPlace('Atlantis')],
      [6, onboardingTexts.tooManyServices(3)],
      [7, `${validation.nameSurnameRequired}; ${validation.radiusRequired}`],
    ]);
    expect(result.errors[0]).toMatchObject({ email: null, fields: { email: [validation.emailValid] } });
    expect(result.errors[1]).toMatchObject({
      email: rows[2]!.email,
      fields: { phone: [validation.phoneInvalid] },
    });
  });

  it('refuses a repeated e-mail on its later row, and a second import of the file creates nobody', async () => {
    const rows = [goodRow(), goodRow()];
    rows.push(goodRow({ email: rows[0]!.email!.toUpperCase(), company_name: 'Other' }));
    const body = csv(rows);
    const first = await imported(body);
    expect(first.imported.map((i) => i.row)).toEqual([1, 2]);
    expect(first.errors).toMatchObject([{ row: 3, message: texts.emailRepeated(1) }]);
    const again = await imported(body);
    expect(again.imported).toEqual([]);
    expect(again.errors.map((e) => [e.row, e.message])).toEqual([
      [1, texts.emailAlreadyRegistered],
      [2, texts.emailAlreadyRegistered],
      [3, texts.emailRepeated(1)],
    ]);
    expect(await t.db.select().from(users).where(eq(users.role, 1))).toHaveLength(2);
  });

  it('says an e-mail of an existing account is already registered', async () => {
    const supplier = await createSupplier(t.db);
    const result = await imported(csv([goodRow({ email: supplier.email })]));
    expect(result.errors).toMatchObject([{ row: 1, message: texts.emailAlreadyRegistered }]);
  });

  it('answers 422 "A CSV file is required to import suppliers" without a file, or with one that is not CSV', async () => {
    const admin = await createAdmin(t.db);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const [data, name] of [
      [null, ''],
      [png, 'suppliers.csv'],
      ['', 'suppliers.csv'],
      [Buffer.from([0x63, 0x6f, 0xff, 0xfe, 0x2c]), 'suppliers.csv'],
    ] as const) {
      const res = await send(data, name, admin.auth);
      expect(res.statusCode, String(name)).toBe(422);
      expect(res.json()).toMatchObject({
        message: texts.csvRequired,
        errors: { suppliers_file: [texts.csvRequired] },
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/suppliers/import',
      headers: admin.auth,
      payload: { suppliers_file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe(texts.csvRequired);
    const header = await send(`${supplierImportColumns.join(',')}\r\n`, 'suppliers.csv', admin.auth);
    expect(header.json().message).toBe(texts.noRows);
  });

  it('refuses a file over 10 MB with 413, and a 10 MB file of more rows than it takes with 422, writing nothing', async () => {
    const admin = await createAdmin(t.db);
    const row = csv([goodRow()]).split('\r\n')[1]!;
    const header = `${supplierImportColumns.join(',')}\r\n`;
    const rows = Math.ceil((10 * 1024 * 1024 - header.length) / (row.length + 2));
    const big = Buffer.from(header + `${row}\r\n`.repeat(rows));
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const over = await send(big, 'suppliers.csv', admin.auth);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(texts.fileTooLarge);
    const under = big.subarray(0, big.lastIndexOf('\r\n', 10 * 1024 * 1024 - 1) + 2);
    const many = await send(under, 'suppliers.csv', admin.auth);
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toBe(texts.tooManyRows);
    expect(await t.db.select().from(users).where(eq(users.role, 1))).toEqual([]);
  });

  it('reports a file csv cannot read with its line, and an over-long row', async () => {
    const admin = await createAdmin(t.db);
    const body = csv([goodRow(), goodRow()]) + `"unclosed,${'x'.repeat(10)}\r\n`;
    const res = await send(body, 'suppliers.csv', admin.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^The CSV file cannot be read at line \d+/);
    const long = await send(csv([goodRow({ name: 'x'.repeat(30_000) })]), 'suppliers.csv', admin.auth);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(texts.rowTooLong(2));
  });

  it('lists an imported supplier in the directory at once, and its link sets a password and signs in', async () => {
    const row = goodRow({ company_name: 'Listed At Once Ltd' });
    const [entry] = (await imported(csv([row]))).imported;
    const directory = await t.app.inject({ method: 'GET', url: '/api/suppliers?name=Listed%20At%20Once' });
    expect(directory.json().data.map((s: { id: number }) => s.id)).toEqual([entry!.id]);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: row.email, password } });
    expect((await login('chosen-pass')).statusCode).not.toBe(200);
    const [stored] = await t.db
      .select()
      .from(supplierAuthLinks)
      .where(and(eq(supplierAuthLinks.userId, entry!.id)));
    const { path, email, token } = linkParams(stored!.link);
    expect(path).toBe('/password-reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email, token, password: 'chosen-pass', confirmPassword: 'chosen-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.id).toBe(entry!.id);
    expect((await login('chosen-pass')).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const supplier = await createSupplier(t.db);
    const res = await send(csv([goodRow()]), 'suppliers.csv', supplier.auth);
    expect(res.statusCode).toBe(403);
  });
});
