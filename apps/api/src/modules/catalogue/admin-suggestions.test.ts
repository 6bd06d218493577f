import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acceptSuggestionResponse,
  adminSuggestionsResponse,
  catalogueTexts,
} from '@marquee/contracts/admin-catalogue';
import { auditLog } from '../../db/schema/audit';
import { createAdmin, createCategory, createService, createSupplier } from '../../../test/factories';
import { services } from '../../db/schema/catalogue';
import { serviceSuggestions, serviceUnknowns } from '../../db/schema/search';
import { useAdminCatalogueTest } from './admin-catalogue.test-helpers';

const URL = '/api/admin/service-suggestions';

describe('admin service suggestions (spec 2.6 /suggestions, 7.7; decision 0076)', () => {
  const { t, post, audits } = useAdminCatalogueTest();

  const seed = async () => {
    const supplier = await createSupplier(t.db, { user: { companyName: 'Acme Stilts' } });
    const rows = await t.db
      .insert(serviceSuggestions)
      .values([
        { userId: supplier.id, companyName: null, email: supplier.email, product: 'Qwerty Fire Eating' },
        { userId: null, companyName: 'Guest Co', email: 'guest@example.com', product: 'qwerty fire eating' },
        { userId: null, companyName: 'Solo', email: 'solo@example.com', product: 'Qwerty Unicycles' },
      ])
      .returning();
    await t.db.insert(serviceUnknowns).values([
      { userId: null, serviceName: 'Qwerty Llamas', location: 'Leeds' },
      { userId: null, serviceName: 'qwerty llamas', location: null },
      { userId: null, serviceName: 'Qwerty Yurts', location: null },
    ]);
    return { supplier, rows };
  };

  it('lists suggestions with company, e-mail and the count per product, and unknown searches with counts', async () => {
    const admin = await createAdmin(t.db);
    const { supplier, rows } = await seed();
    const res = await t.app.inject({ method: 'GET', url: URL, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = adminSuggestionsResponse.parse(res.json());
    const first = body.data.find((s) => s.id === rows[0]!.id)!;
    expect(first).toMatchObject({
      product: 'Qwerty Fire Eating',
      company_name: 'Acme Stilts',
      email: supplier.email,
      user: { id: supplier.id, company_name: 'Acme Stilts' },
      count: 2,
    });
    expect(body.data.find((s) => s.id === rows[2]!.id)).toMatchObject({
      count: 1,
      user: null,
      company_name: 'Solo',
    });
    expect(body.unknowns).toEqual([
      { service_name: 'Qwerty Llamas', count: 2 },
      { service_name: 'Qwerty Yurts', count: 1 },
    ]);
  });

  it("'Add as a service' creates the service in the category and deletes that product's suggestions at once", async () => {
    const admin = await createAdmin(t.db);
    const { rows } = await seed();
    const category = await createCategory(t.db, { category: 'Qwerty Acts' });
    const accept = (id: number, body: unknown) => post(admin, `${URL}/${id}/accept`, body);

    expect((await accept(rows[0]!.id, {})).statusCode).toBe(422);
    const unknownCategory = await accept(rows[0]!.id, { service_category_id: 999999 });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors.service_category_id).toEqual([catalogueTexts.categoryRequired]);

    const res = await accept(rows[0]!.id, { service_category_id: category.id });
    expect(res.statusCode).toBe(201);
    expect(acceptSuggestionResponse.parse(res.json())).toMatchObject({
      service: { product: 'Qwerty Fire Eating', service_category_id: category.id },
      created: true,
      category: 'Qwerty Acts',
      suggestions_deleted: 2,
    });
    const left = await t.db.select().from(serviceSuggestions);
    expect(left.map((r) => r.product)).toEqual(['Qwerty Unicycles']);
    const picker = await t.app.inject({ method: 'GET', url: '/api/services?search=qwerty%20fire' });
    expect(picker.json().data.map((o: { label: string }) => o.label)).toEqual(['Qwerty Fire Eating']);
    expect((await accept(rows[0]!.id, { service_category_id: category.id })).statusCode).toBe(404);
    expect(await audits()).toEqual([
      { action: 'suggestion.accept', targetType: 'service_suggestion', targetId: rows[0]!.id },
    ]);
  });

  it('a product that is a service already: the list names it, and accepting answers its suggestions by it', async () => {
    const admin = await createAdmin(t.db);
    const { rows } = await seed();
    const home = await createCategory(t.db, { category: 'Qwerty Circus' });
    const other = await createCategory(t.db, { category: 'Qwerty Elsewhere' });
    // Made since the suppliers suggested it (in another case): nothing to create, two suggestions to answer.
    const existing = await createService(t.db, home.id, { product: 'QWERTY fire eating' });
    await t.db.insert(serviceSuggestions).values({
      userId: null,
      companyName: 'Third',
      email: 'third@example.com',
      product: 'Qwerty Unicycles',
    });

    const list = adminSuggestionsResponse.parse(
      (await t.app.inject({ method: 'GET', url: URL, headers: admin.auth })).json(),
    );
    expect(list.data.find((s) => s.id === rows[1]!.id)!.existing_service).toEqual({
      id: existing.id,
      product: 'QWERTY fire eating',
      category: 'Qwerty Circus',
    });
    expect(list.data.find((s) => s.id === rows[2]!.id)!.existing_service).toBeNull();

    // No category needed ('Dismiss suggestions'); a chosen one does not move the service.
    const answered = await post(admin, `${URL}/${rows[1]!.id}/accept`, { service_category_id: other.id });
    expect(answered.statusCode).toBe(200);
    expect(acceptSuggestionResponse.parse(answered.json())).toMatchObject({
      service: { id: existing.id, product: 'QWERTY fire eating', service_category_id: home.id },
      created: false,
      category: 'Qwerty Circus',
      suggestions_deleted: 2,
    });
    const left = await t.db.select().from(serviceSuggestions);
    expect(left.map((r) => r.product).sort()).toEqual(['Qwerty Unicycles', 'Qwerty Unicycles']);
    const same = await t.db.select().from(services).where(eq(services.id, existing.id));
    expect(same).toEqual([expect.objectContaining({ serviceCategoryId: home.id })]);
    expect(
      await t.db
        .select()
        .from(services)
        .where(sql`lower(${services.product}) = 'qwerty fire eating'`),
    ).toHaveLength(1);

    // A product still unknown needs its category: 422 on the field, nothing deleted.
    const noCategory = await post(admin, `${URL}/${rows[2]!.id}/accept`, {});
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors.service_category_id).toEqual([catalogueTexts.categoryRequired]);
    expect(await t.db.select().from(serviceSuggestions)).toHaveLength(2);

    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'suggestion.accept', targetId: rows[1]!.id });
    expect(audit!.summary).toMatchObject({
      service_id: existing.id,
      existing_service: true,
      suggestions_deleted: 2,
    });
  });

  it('deletes a suggestion, 404 for an unknown one', async () => {
    const admin = await createAdmin(t.db);
    const { rows } = await seed();
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.auth });
    const res = await del(rows[1]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: catalogueTexts.suggestionDeleted });
    expect((await del(rows[1]!.id)).statusCode).toBe(404);
    expect((await t.db.select().from(serviceSuggestions)).map((r) => r.id).sort()).toEqual(
      [rows[0]!.id, rows[2]!.id].sort(),
    );
    expect(await audits()).toEqual([
      { action: 'suggestion.delete', targetType: 'service_suggestion', targetId: rows[1]!.id },
    ]);
  });
});
