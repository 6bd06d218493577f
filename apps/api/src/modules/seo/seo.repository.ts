import { sql } from 'drizzle-orm';
import { ProfileStatus } from '@marquee/contracts/enums';
import { queryRows, type DbOrTx } from '../../db/client';
import { serviceCategories, services } from '../../db/schema/catalogue';
import { supplierProfiles } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

export interface SitemapRow {
  path: string;
  lastmod: Date | string | null;
}

const c = serviceCategories;
const s = services;
const p = supplierProfiles;
const u = users;
const APPROVED = sql.raw(String(ProfileStatus.approved));

/**
 * The directory's public pages: every visible category followed by its services, then every approved
 * supplier's profile, with the time each last changed. Ordered, so the sitemap can be split into pages.
 */
const entries = sql`
  select '/directory/' || ${c.slug} as path, ${c.updatedAt} as lastmod, 1 as part, ${c.id} as a, 0 as b
  from ${c} where ${c.isHidden} = 0
  union all
  select '/directory/' || ${c.slug} || '/' || ${s.slug}, ${s.updatedAt}, 1, ${c.id}, ${s.id}
  from ${s} join ${c} on ${c.id} = ${s.serviceCategoryId} where ${c.isHidden} = 0
  union all
  select '/directory/profile/' || ${p.userId}, greatest(${p.updatedAt}, ${u.updatedAt}), 2, ${p.userId}, 0
  from ${p} join ${u} on ${u.id} = ${p.userId} where ${p.status} = ${APPROVED}`;

export async function countSitemapRows(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${entries}) as e`);
  return row?.n ?? 0;
}

export async function findSitemapRows(db: DbOrTx, offset: number, limit: number): Promise<SitemapRow[]> {
  return queryRows<SitemapRow>(
    db,
    sql`select e.path, e.lastmod from (${entries}) as e order by e.part, e.a, e.b limit ${limit} offset ${offset}`,
  );
}
