import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { serviceCategories, serviceKeywords, services } from '../../db/schema/catalogue';
import { serviceRequests } from '../../db/schema/requests';
import { serviceSuggestions, serviceUnknowns } from '../../db/schema/search';
import { userServices } from '../../db/schema/suppliers';
import { escapeLike } from '../../lib/like';
import { slugify } from '../../lib/slug';
import type { CategoryRow, KeywordRow, ServiceRow } from './catalogue.repository';

/* The administrator's reads and writes of the catalogue (docs/decisions/0076). */

const servicesCount = sql<number>`(select count(*)::int from "services" s where s.service_category_id = "service_categories"."id")`;

/**
 * Every category (hidden ones too) with its services, by name; with a search, the categories whose name, a
 * service's name or a keyword contains it (any case), or whose or whose service's id it is.
 */
export async function listAdminCategories(db: DbOrTx, search: string | undefined) {
  const term = search?.trim() ?? '';
  const pattern = `%${escapeLike(term)}%`;
  const id = /^\d{1,9}$/.test(term) ? Number(term) : -1;
  const serviceMatches = sql`(s.product ilike ${pattern} escape '\\' or s.id = ${id} or exists (
    select 1 from ${serviceKeywords} k where k.service_id = s.id and k.keyword ilike ${pattern} escape '\\'))`;
  const categoryMatches = sql`(c.category ilike ${pattern} escape '\\' or c.id = ${id})`;
  const categories = await queryRows<{ id: number; whole: boolean }>(
    db,
    term
      ? sql`select c.id, ${categoryMatches} as whole from ${serviceCategories} c
          where ${categoryMatches} or exists (select 1 from ${services} s where s.service_category_id = c.id and ${serviceMatches})`
      : sql`select c.id, true as whole from ${serviceCategories} c`,
  );
  if (categories.length === 0) return { categories: [], services: [], keywords: [] };
  const ids = categories.map((c) => c.id);
  const whole = new Set(categories.filter((c) => c.whole).map((c) => c.id));
  const categoryRows: CategoryRow[] = await db
    .select({ ...getCategoryColumns(), servicesCount })
    .from(serviceCategories)
    .where(inArray(serviceCategories.id, ids))
    .orderBy(sql`lower(${serviceCategories.category}) collate "C"`, asc(serviceCategories.id));
  const serviceRows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from ${services} s where s.service_category_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})${
      term
        ? sql` and (s.service_category_id in (${sql.join(
            [...whole, -1].map((i) => sql`${i}`),
            sql`, `,
          )}) or ${serviceMatches})`
        : sql``
    }`,
  );
  const serviceIds = serviceRows.map((r) => r.id);
  const fullServices = serviceIds.length ? await servicesByIds(db, serviceIds) : [];
  const keywords = serviceIds.length
    ? await db
        .select({
          id: serviceKeywords.id,
          keyword: serviceKeywords.keyword,
          serviceId: serviceKeywords.serviceId,
        })
        .from(serviceKeywords)
        .where(inArray(serviceKeywords.serviceId, serviceIds))
        .orderBy(asc(serviceKeywords.id))
    : [];
  return { categories: categoryRows, services: fullServices, keywords };
}

function getCategoryColumns() {
  const { id, category, slug, description, titleTag, customHeading, metaDescription, imagePath, isHidden } =
    serviceCategories;
  const { createdAt, updatedAt } = serviceCategories;
  return {
    id,
    category,
    slug,
    description,
    titleTag,
    customHeading,
    metaDescription,
    imagePath,
    isHidden,
    createdAt,
    updatedAt,
  };
}

export function servicesByIds(db: DbOrTx, ids: number[]): Promise<ServiceRow[]> {
  return db
    .select({ ...getServiceColumns(), isHidden: serviceCategories.isHidden })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.serviceCategoryId))
    .where(inArray(services.id, ids))
    .orderBy(sql`lower(${services.product}) collate "C"`, asc(services.id));
}

function getServiceColumns() {
  const s = services;
  return {
    id: s.id,
    product: s.product,
    slug: s.slug,
    description: s.description,
    serviceCategoryId: s.serviceCategoryId,
    titleTag: s.titleTag,
    customHeading: s.customHeading,
    metaDescription: s.metaDescription,
    imagePath: s.imagePath,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

export async function keywordsOf(db: DbOrTx, serviceId: number): Promise<KeywordRow[]> {
  return db
    .select({ id: serviceKeywords.id, keyword: serviceKeywords.keyword })
    .from(serviceKeywords)
    .where(eq(serviceKeywords.serviceId, serviceId))
    .orderBy(asc(serviceKeywords.id));
}

/** A slug not used by another row of the table: the name's slug, or it with -2, -3… */
async function freeSlug(db: DbOrTx, table: 'categories' | 'services', name: string, exceptId?: number) {
  const base = slugify(name);
  const t = table === 'categories' ? serviceCategories : services;
  const taken = await db
    .select({ slug: t.slug })
    .from(t)
    .where(
      and(
        sql`(${t.slug} = ${base} or ${t.slug} like ${`${base}-%`})`,
        exceptId === undefined ? undefined : ne(t.id, exceptId),
      ),
    );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type CategoryValues = {
  description: string | null;
  titleTag: string | null;
  customHeading: string | null;
  metaDescription: string | null;
  isHidden: number;
  imagePath?: string;
};

export async function categoryNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(sql`lower(${serviceCategories.category}) = lower(${name})`);
  return row !== undefined;
}

export async function insertCategory(db: DbOrTx, name: string, values: CategoryValues) {
  const slug = await freeSlug(db, 'categories', name);
  const [row] = await db
    .insert(serviceCategories)
    .values({ category: name, slug, ...values })
    .returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: CategoryValues) {
  const [row] = await db
    .update(serviceCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serviceCategories.id, id))
    .returning();
  return row ?? null;
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id));
  return row ?? null;
}

export async function findServiceRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ?? null;
}

export type ServiceValues = {
  description: string | null;
  serviceCategoryId: number;
  titleTag?: string | null;
  customHeading?: string | null;
  metaDescription?: string | null;
  imagePath?: string;
};

export async function insertService(db: DbOrTx, product: string, values: ServiceValues) {
  const slug = await freeSlug(db, 'services', product);
  const [row] = await db
    .insert(services)
    .values({ product, slug, ...values })
    .returning();
  return row!;
}

export async function updateService(db: DbOrTx, id: number, values: Partial<ServiceValues>) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  return row ?? null;
}

/** Replaces a service's keywords (case-insensitive duplicates dropped, order kept). */
export async function replaceKeywords(db: DbOrTx, serviceId: number, keywords: readonly string[]) {
  await db.delete(serviceKeywords).where(eq(serviceKeywords.serviceId, serviceId));
  const seen = new Set<string>();
  const rows = keywords
    .map((k) => k.trim())
    .filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()))
    .map((keyword) => ({ serviceId, keyword }));
  if (rows.length) await db.insert(serviceKeywords).values(rows);
}

/** How many suppliers offer these services and how many requests name them; the first one in use, if any. */
export async function serviceUse(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return null;
  const rows = await queryRows<{ id: number; product: string; suppliers: number; requests: number }>(
    db,
    sql`select s.id, s.product,
        (select count(*)::int from ${userServices} us where us.service_id = s.id) as suppliers,
        (select count(*)::int from ${serviceRequests} r where r.service_id = s.id) as requests
      from ${services} s where s.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) for update`,
  );
  return rows.find((r) => r.suppliers > 0 || r.requests > 0) ?? null;
}

export async function deleteServices(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.delete(services).where(inArray(services.id, ids)).returning();
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const [row] = await db.delete(serviceCategories).where(eq(serviceCategories.id, id)).returning();
  return row ?? null;
}

export async function serviceIdsOfCategory(db: DbOrTx, id: number) {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.serviceCategoryId, id));
  return rows.map((r) => r.id);
}

export async function listSuggestions(db: DbOrTx) {
  return queryRows<{
    id: number;
    product: string;
    company_name: string | null;
    email: string | null;
    user_id: number | null;
    user_company_name: string | null;
    count: number;
    created_at: string | Date;
    service_id: number | null;
    service_product: string | null;
    service_category: string | null;
  }>(
    db,
    sql`select g.id, g.product, g.company_name, g.email, g.user_id, u.company_name as user_company_name,
        count(*) over (partition by lower(g.product))::int as count, g.created_at,
        s.id as service_id, s.product as service_product, c.category as service_category
      from ${serviceSuggestions} g
      left join users u on u.id = g.user_id
      left join ${services} s on lower(s.product) = lower(trim(g.product))
      left join ${serviceCategories} c on c.id = s.service_category_id
      order by g.created_at desc, g.id desc limit 1000`,
  );
}

/** The service named by this product in any case (names are unique so), with its category's name. */
export async function findServiceByProduct(db: DbOrTx, product: string) {
  const [row] = await db
    .select({ id: services.id, product: services.product, category: serviceCategories.category })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.serviceCategoryId))
    .where(sql`lower(${services.product}) = lower(${product})`)
    .limit(1);
  return row ?? null;
}

export async function findSuggestionRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceSuggestions).where(eq(serviceSuggestions.id, id));
  return row ?? null;
}

export async function deleteSuggestion(db: DbOrTx, id: number) {
  const [row] = await db.delete(serviceSuggestions).where(eq(serviceSuggestions.id, id)).returning();
  return row ?? null;
}

export async function deleteSuggestionsOf(db: DbOrTx, product: string) {
  const rows = await db
    .delete(serviceSuggestions)
    .where(sql`lower(${serviceSuggestions.product}) = lower(${product})`)
    .returning({ id: serviceSuggestions.id });
  return rows.length;
}

export async function unknownCounts(db: DbOrTx) {
  return queryRows<{ service_name: string; count: number }>(
    db,
    sql`select min(u.service_name) as service_name, count(*)::int as count from ${serviceUnknowns} u
      group by lower(u.service_name) order by count(*) desc, min(u.service_name) limit 200`,
  );
}

/** The one key of catalogue name writes (any number; the seed uses its own). */
const CATALOGUE_NAMES_LOCK = 76_0001;

/**
 * Serialises the transactions that add category or service names until they commit, so the name checks inside
 * them see each other's rows: two administrators adding one name at once get one service and one 'already exists',
 * never the unique index's 5xx (decision 0076).
 */
export async function lockCatalogueNames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_NAMES_LOCK})`);
}
