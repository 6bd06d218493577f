import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXPORT_NAMES, exportTexts } from '@marquee/contracts/admin-exports';
import { ProfileStatus } from '@marquee/contracts/enums';
import { auditLog } from '../../db/schema/audit';
import { directorySearches, serviceUnknowns } from '../../db/schema/search';
import { serviceRequestCloseReasons } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  offerServices,
} from '../../../test/factories';
import { csvObjects, csvRows, getExport, registeredAt } from './exports.test-helpers';

/*
 * GET admin/exports/{name} (issue 24, docs/decisions/0079): the file, its columns against fixtures, formula
 * neutralisation and RFC 4180 quoting, the date range in UK days, 422s, the audit row.
 */

const HOSTILE = [
  '=HYPERLINK("http://evil.test","Click")',
  '+1',
  '-2',
  '@SUM(A1:A9)',
  '\tTabbed',
  '\rReturned',
  'Commas, Ltd',
  'Say "cheese" Ltd',
  'Line\nbreak Ltd',
];

describe('GET admin/exports/{name}', () => {
  const t = useTestApp();

  it('answers every export as a dated CSV attachment with a BOM and a readable header, and audits it', async () => {
    const admin = await createAdmin(t.db);
    for (const name of EXPORT_NAMES) {
      const res = await getExport(t.app, admin.auth, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="marquee-${name}-1970-01-01-2100-01-01.csv"`,
      );
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header] = csvRows(res.body);
      expect(header!.length).toBeGreaterThan(3);
      expect(header!.every((h) => /^[A-Z][A-Za-z ()-]+$/.test(h))).toBe(true);
    }
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(rows.map((r) => r.action).sort()).toEqual(EXPORT_NAMES.map((n) => `exports.${n}`).sort());
    expect(rows[0]!.summary).toEqual({ date_from: '1970-01-01', date_to: '2100-01-01' });
  });

  it('lists requests with their organiser, service, quotes and selected supplier; a deleted organiser is named so', async () => {
    const admin = await createAdmin(t.db);
    const service = await createService(t.db, undefined, { product: 'Stretch tent test hire' });
    const organiser = await createOrganiser(t.db, { name: 'Olivia Stone' });
    const request = await createRequest(t.db, organiser.id, {
      serviceId: service.id,
      location: 'York, England',
      dateFrom: '2027-05-01',
      dateUntil: '2027-05-02',
      dateOffersUntil: '2027-04-20',
      status: 20,
    });
    const chosen = await createSupplier(t.db, { user: { companyName: 'Big Tops Ltd' } });
    await createQuote(t.db, request.id, chosen.id, { isSelected: true, price: '1250.00' });
    await createQuote(t.db, request.id);
    const orphan = await createOrganiser(t.db);
    const orphaned = await createRequest(t.db, orphan.id, { status: 30 });
    await t.db.insert(serviceRequestCloseReasons).values({ serviceRequestId: orphaned.id, reason: 3 });
    await t.db.delete(users).where(eq(users.id, orphan.id));

    const res = await getExport(t.app, admin.auth, 'service-requests');
    const [first, second] = csvObjects(res.body);
    expect(first).toMatchObject({
      'Request ID': String(request.id),
      Organiser: 'Olivia Stone',
      'Organiser e-mail': organiser.email,
      Service: 'Stretch tent test hire',
      Location: 'York, England',
      'Event from': '2027-05-01',
      'Event until': '2027-05-02',
      'Offers until': '2027-04-20',
      Status: 'Accepted',
      Quotes: '2',
      'Selected supplier': 'Big Tops Ltd',
      'Selected supplier ID': String(chosen.id),
      'Close reason': '',
    });
    expect(first!.Created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(second).toMatchObject({
      'Request ID': String(orphaned.id),
      Organiser: 'Deleted organiser',
      'Organiser e-mail': '',
      Status: 'Finished',
      Quotes: '0',
      'Close reason': 'No longer required',
    });
  });

  it('lists quotes with supplier, price and status', async () => {
    const admin = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    const supplier = await createSupplier(t.db, { user: { companyName: 'Canvas & Co' } });
    const quote = await createQuote(t.db, request.id, supplier.id, { price: '99.50', isShortlisted: true });
    const rejected = await createQuote(t.db, request.id, undefined, { rejected: true });
    const [a, b] = csvObjects((await getExport(t.app, admin.auth, 'service-request-quotes')).body);
    expect(a).toMatchObject({
      'Quote ID': String(quote.id),
      'Request ID': String(request.id),
      'Supplier ID': String(supplier.id),
      'Supplier company': 'Canvas & Co',
      'Supplier e-mail': supplier.email,
      'Price (GBP)': '99.50',
      Status: 'Shortlisted',
    });
    expect(b).toMatchObject({ 'Quote ID': String(rejected.id), Status: 'Rejected', 'Price (GBP)': '' });
  });

  it("lists suppliers with the admin list's fields", async () => {
    const admin = await createAdmin(t.db);
    const service = await createService(t.db, undefined, { product: 'Catering' });
    const supplier = await createSupplier(t.db, {
      name: 'Sam Baker',
      user: { companyName: 'Sam Bakes', phone: '+447400000001' },
      profile: { location: 'Leeds, England', nearby: 999, notifiesCount: 7, quotesCount: 3 },
    });
    await offerServices(t.db, supplier.id, [service.id]);
    await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    const [row, pending] = csvObjects((await getExport(t.app, admin.auth, 'suppliers')).body);
    expect(row).toMatchObject({
      'Supplier ID': String(supplier.id),
      Company: 'Sam Bakes',
      Name: 'Sam Baker',
      'E-mail': supplier.email,
      Phone: "'+447400000001",
      Location: 'Leeds, England',
      Area: 'Nationwide',
      Status: 'Accepted',
      Plan: 'Free',
      'No limits': 'No',
      Services: 'Catering',
      'RFQs received': '7',
      'RFQs responded': '3',
    });
    expect(pending!.Status).toBe('Waiting for approval');
  });

  it('neutralises formulas and quotes commas, quotes and line breaks in hostile company names', async () => {
    const admin = await createAdmin(t.db);
    for (const companyName of HOSTILE) await createSupplier(t.db, { user: { companyName } });
    const res = await getExport(t.app, admin.auth, 'suppliers');
    const companies = csvObjects(res.body).map((r) => r.Company);
    expect(companies).toEqual([
      `'=HYPERLINK("http://evil.test","Click")`,
      "'+1",
      "'-2",
      "'@SUM(A1:A9)",
      "'\tTabbed",
      "'\rReturned",
      'Commas, Ltd',
      'Say "cheese" Ltd',
      'Line\nbreak Ltd',
    ]);
    // As written: RFC 4180 quoting, CRLF between records, the apostrophe inside the quotes.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(res.body).toContain(',"Commas, Ltd",');
    expect(res.body).toContain(',"Say ""cheese"" Ltd",');
    expect(res.body).toContain(',"Line\nbreak Ltd",');
    expect(res.body).toContain(`,"'\rReturned",`);
    expect(res.body.split('\r\n')[0]).toMatch(/^\uFEFFSupplier ID,Company,/);
  });

  it('lists organisers, directory searches without personal data, and unknown searches', async () => {
    const admin = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db, { name: 'Olive Org' });
    await createRequest(t.db, organiser.id);
    const service = await createService(t.db, undefined, { product: 'Lighting' });
    await t.db.insert(directorySearches).values({
      userId: organiser.id,
      name: 'Secret person search',
      serviceId: service.id,
      locationName: 'Bath, England',
      resultsCount: 12,
    });
    await t.db.insert(serviceUnknowns).values({ serviceName: '=cmd|calc', location: 'Hull' });
    const [org] = csvObjects((await getExport(t.app, admin.auth, 'organisers')).body);
    expect(org).toMatchObject({ 'Organiser ID': String(organiser.id), Name: 'Olive Org', Requests: '1' });
    const searches = await getExport(t.app, admin.auth, 'directory-search');
    expect(csvObjects(searches.body)).toEqual([
      expect.objectContaining({ Service: 'Lighting', Place: 'Bath, England', Results: '12' }),
    ]);
    expect(csvRows(searches.body)[0]).toEqual(['Search ID', 'Created', 'Service', 'Place', 'Results']);
    expect(searches.body).not.toContain('Secret person');
    expect(searches.body).not.toContain(organiser.email);
    const unknowns = csvObjects((await getExport(t.app, admin.auth, 'service-unknowns')).body);
    expect(unknowns).toEqual([expect.objectContaining({ 'Search term': "'=cmd|calc", Place: 'Hull' })]);
  });

  it('filters by UK days, both included, across British Summer Time', async () => {
    const admin = await createAdmin(t.db);
    const at = async (iso: string, term: string) =>
      t.db.insert(serviceUnknowns).values({ serviceName: term, createdAt: new Date(iso) });
    await at('2026-06-30T22:59:59Z', 'June 30 late'); // 23:59:59 on 30 June in London
    await at('2026-06-30T23:00:00Z', 'July 1 start'); // 00:00 on 1 July in London
    await at('2026-07-02T22:59:59Z', 'July 2 end');
    await at('2026-07-02T23:00:00Z', 'July 3 start');
    const terms = async (query: Record<string, string>) =>
      csvObjects((await getExport(t.app, admin.auth, 'service-unknowns', query)).body).map(
        (r) => r['Search term'],
      );
    expect(await terms({ date_from: '2026-07-01', date_to: '2026-07-02' })).toEqual([
      'July 1 start',
      'July 2 end',
    ]);
    expect(await terms({ date_from: '2026-07-03' })).toEqual(['July 3 start']);
    expect(await terms({ date_to: '2026-06-30' })).toEqual(['June 30 late']);
    expect(await terms({ date_from: '', date_to: '' })).toHaveLength(4);
    const res = await getExport(t.app, admin.auth, 'service-unknowns', { date_from: '2026-07-01' });
    expect(res.headers['content-disposition']).toContain(
      'marquee-service-unknowns-2026-07-01-2100-01-01.csv',
    );
    const created = csvObjects(res.body)[0]!.Created;
    expect(created).toBe('2026-07-01 00:00');
  });

  it('refuses malformed dates, a reversed range and unknown exports with 422, never a 5xx', async () => {
    const admin = await createAdmin(t.db);
    for (const date_from of [
      '2026-13-01',
      '2026-02-30',
      'yesterday',
      '01/07/2026',
      '2026-7-1',
      "1' or 1=1",
    ]) {
      const res = await getExport(t.app, admin.auth, 'suppliers', { date_from });
      expect(res.statusCode, date_from).toBe(422);
      expect(res.json().errors.date_from).toEqual([exportTexts.dateInvalid]);
    }
    const reversed = await getExport(t.app, admin.auth, 'suppliers', {
      date_from: '2026-07-02',
      date_to: '2026-07-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual([exportTexts.rangeOrder]);
    const unknown = await getExport(t.app, admin.auth, 'passwords');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.name).toEqual([exportTexts.unknownExport]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('lets only administrators export', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    expect((await getExport(t.app, {}, 'suppliers')).statusCode).toBe(401);
    expect((await getExport(t.app, organiser.auth, 'suppliers')).statusCode).toBe(403);
    expect((await getExport(t.app, supplier.auth, 'organisers')).statusCode).toBe(403);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('reads registration dates for suppliers and organisers', async () => {
    const admin = await createAdmin(t.db);
    const old = await createSupplier(t.db);
    const recent = await createSupplier(t.db);
    await registeredAt(t.db, old.id, new Date('2025-01-10T12:00:00Z'));
    await registeredAt(t.db, recent.id, new Date('2026-03-10T12:00:00Z'));
    const ids = async (query: Record<string, string>) =>
      csvObjects((await getExport(t.app, admin.auth, 'suppliers', query)).body).map((r) => r['Supplier ID']);
    expect(await ids({ date_from: '2025-01-10', date_to: '2025-01-10' })).toEqual([String(old.id)]);
    expect(await ids({ date_from: '2026-01-01' })).toEqual([String(recent.id)]);
  });
});
