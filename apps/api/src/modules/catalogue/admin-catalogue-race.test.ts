import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { createAdmin, createCategory } from '../../../test/factories';
import { services } from '../../db/schema/catalogue';
import { useAdminCatalogueTest } from './admin-catalogue.test-helpers';

/** Two administrators adding one name at the same moment (decision 0076): PostgreSQL runs them side by side. */
describe.skipIf(!process.env.DATABASE_URL)('catalogue names added at once (PostgreSQL)', () => {
  const { t, send } = useAdminCatalogueTest();

  it('makes one service and tells the other administrator it exists, never a 5xx', async () => {
    const [a, b] = [await createAdmin(t.db), await createAdmin(t.db)];
    const category = await createCategory(t.db, { category: 'Qwerty Race' });
    const add = (who: typeof a) =>
      send(who, '/api/admin/services', [
        ['product', 'Qwerty Fire Breathers'],
        ['service_category_id', String(category.id)],
      ]);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([add(a), add(b)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual(round === 0 ? [201, 422] : [422, 422]);
      for (const r of answers.filter((x) => x.statusCode === 422))
        expect(JSON.stringify(r.json())).toContain(catalogueTexts.serviceExists);
    }
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(sql`lower(${services.product})`, 'qwerty fire breathers'));
    expect(rows[0]!.n).toBe(1);
  });
});
