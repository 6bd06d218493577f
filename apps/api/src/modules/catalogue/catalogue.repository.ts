import { and, asc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { serviceCategories, serviceKeywords, services } from '../../db/schema/catalogue';
import { serviceSuggestions, serviceUnknowns } from '../../db/schema/search';
import { escapeLike } from '../../lib/like';

export type CategoryRow = typeof serviceCategories.$inferSelect & { servicesCount: number };
export type ServiceRow = typeof services.$inferSelect & { isHidden: number };
export type KeywordRow = { id: number; keyword: string };

// Names sort case-insensitively and byte-wise, so PGlite and a PostgreSQL server with another locale
// give the same order ("Audio Visual" before "Audiobooks").
const byName = (column: SQL | typeof serviceCategories.category | typeof services.product) =>
  sql`lower(${column}) collate "C"`;

// Spelled out: inside a single-table select Drizzle leaves column names unqualified, which the subquery
// would read as its own table's.
const servicesCount = sql<number>`(select count(*)::int from "services" s where s.service_category_id = "service_categories"."id")`;

const categoryColumns = { ...getTableColumns(serviceCategories), servicesCount };

/** Visible categories (is_hidden 0) sorted by name, a page of them, and how many there are. */
export async function listVisibleCategories(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const visible = eq(serviceCategories.isHidden, 0);
  const rows = await db
    .select(categoryColumns)
    .from(serviceCategories)
    .where(visible)
    .orderBy(byName(serviceCategories.category), asc(serviceCategories.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(serviceCategories)
    .where(visible);
  return { rows, total: count?.total ?? 0 };
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select(categoryColumns).from(serviceCategories).where(eq(serviceCategories.id, id));
  return row ?? null;
}

/**
 * The category a directory URL segment names: its slug, its name in any case (old-style URLs), or the
 * slug of that name. An exact slug wins over a name.
 */
export async function findCategoryBySegment(
  db: DbOrTx,
  segment: string,
  segmentSlug: string,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(serviceCategories)
    .where(
      or(
        eq(serviceCategories.slug, segment),
        sql`lower(${serviceCategories.category}) = lower(${segment})`,
        eq(serviceCategories.slug, segmentSlug),
      ),
    )
    .orderBy(
      sql`${serviceCategories.slug} = ${segment} desc`,
      sql`lower(${serviceCategories.category}) = lower(${segment}) desc`,
    )
    .limit(1);
  return row ?? null;
}

const serviceColumns = { ...getTableColumns(services), isHidden: serviceCategories.isHidden };

const selectServices = (db: DbOrTx) =>
  db
    .select(serviceColumns)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.serviceCategoryId));

/** A category's services sorted by product name. */
export function listCategoryServices(db: DbOrTx, categoryId: number): Promise<ServiceRow[]> {
  return selectServices(db)
    .where(eq(services.serviceCategoryId, categoryId))
    .orderBy(byName(services.product), asc(services.id));
}

export async function findServiceById(db: DbOrTx, id: number): Promise<ServiceRow | null> {
  const [row] = await selectServices(db).where(eq(services.id, id));
  return row ?? null;
}

/** The service a directory URL segment names: its slug, its product name in any case, or that name's slug. */
export async function findServiceBySegment(
  db: DbOrTx,
  segment: string,
  segmentSlug: string,
): Promise<ServiceRow | null> {
  const [row] = await selectServices(db)
    .where(
      or(
        eq(services.slug, segment),
        sql`lower(${services.product}) = lower(${segment})`,
        eq(services.slug, segmentSlug),
      ),
    )
    .orderBy(
      sql`${services.slug} = ${segment} desc`,
      sql`lower(${services.product}) = lower(${segment}) desc`,
    )
    .limit(1);
  return row ?? null;
}

export function listServiceKeywords(db: DbOrTx, serviceId: number): Promise<KeywordRow[]> {
  return db
    .select({ id: serviceKeywords.id, keyword: serviceKeywords.keyword })
    .from(serviceKeywords)
    .where(eq(serviceKeywords.serviceId, serviceId))
    .orderBy(asc(serviceKeywords.id));
}

/** Whether a service of this product name exists, in any case and in any category. */
export async function serviceProductExists(db: DbOrTx, product: string): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(${services.product}) = lower(${product})`)
    .limit(1);
  return row !== undefined;
}

/** The services named by these products, matched case-insensitively (product names are unique so). */
export async function findServicesByProducts(
  db: DbOrTx,
  products: readonly string[],
): Promise<Array<{ id: number; product: string }>> {
  const lowered = [...new Set(products.map((p) => p.toLowerCase()))];
  if (lowered.length === 0) return [];
  return db
    .select({ id: services.id, product: services.product })
    .from(services)
    .where(
      sql`lower(${services.product}) in (${sql.join(
        lowered.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
}

export interface ServiceOptionRow {
  id: number;
  product: string;
  slug: string;
  description: string | null;
  category_id: number;
  category_slug: string;
  is_hidden: number;
  keywords: string[];
  total: number;
}

export interface ServiceSearch {
  /** Trimmed; null lists the visible services. */
  term: string | null;
  categoryId: number | undefined;
  offset: number;
  limit: number;
}

/**
 * Services as picker options, with keywords, ranked and paged in one statement.
 *
 * Ranks: 0 the exact product name; 1 the name starts with the term; 2 a later word of the name does;
 * 3 a keyword (or a word of one) starts with it; 4 the name or a keyword contains it. Services of
 * hidden categories match only rank 0. Words are split at spaces, hyphens, slashes and brackets.
 * The term goes into LIKE patterns escaped, so % _ \ match themselves.
 */
export async function searchServiceOptions(db: DbOrTx, search: ServiceSearch): Promise<ServiceOptionRow[]> {
  const { term } = search;
  const words = (column: SQL) => sql`' ' || translate(${column}, '-/()', '    ')`;
  const product = sql`s.product`;
  const filters: SQL[] = [];
  let rank: SQL | undefined;
  if (term) {
    const literal = escapeLike(term);
    const contains = `%${literal}%`;
    const prefix = `${literal}%`;
    const wordPrefix = `% ${literal}%`;
    const exact = sql`lower(${product}) = lower(${term})`;
    const keywordMatches = (pattern: string, wordwise: boolean) =>
      sql`exists (select 1 from ${serviceKeywords} k where k.service_id = s.id and ${
        wordwise ? words(sql`k.keyword`) : sql`k.keyword`
      } ilike ${pattern} escape '\\')`;
    const anyMatch = sql`(${product} ilike ${contains} escape '\\' or ${keywordMatches(contains, false)})`;
    filters.push(sql`((c.is_hidden = 0 and ${anyMatch}) or (c.is_hidden = 1 and ${exact}))`);
    rank = sql`case
      when ${exact} then 0
      when ${product} ilike ${prefix} escape '\\' then 1
      when ${words(product)} ilike ${wordPrefix} escape '\\' then 2
      when ${keywordMatches(wordPrefix, true)} then 3
      else 4 end`;
  } else {
    filters.push(sql`c.is_hidden = 0`);
  }
  if (search.categoryId !== undefined) filters.push(sql`s.service_category_id = ${search.categoryId}`);

  return queryRows<ServiceOptionRow>(
    db,
    sql`
      select s.id, s.product, s.slug, s.description, s.service_category_id as category_id, c.slug as category_slug,
        c.is_hidden,
        coalesce(
          (select json_agg(k.keyword order by k.id) from ${serviceKeywords} k where k.service_id = s.id),
          '[]'::json
        ) as keywords,
        count(*) over ()::int as total
      from ${services} s
      join ${serviceCategories} c on c.id = s.service_category_id
      where ${sql.join(filters, sql` and `)}
      order by ${rank ? sql`${rank}, ` : sql``}${byName(product)}, s.id
      limit ${search.limit} offset ${search.offset}`,
  );
}

/** How many services a search matches, for a page past the last one (where no row carries the total). */
export async function countServiceOptions(db: DbOrTx, search: ServiceSearch): Promise<number> {
  const rows = await searchServiceOptions(db, { ...search, offset: 0, limit: 1 });
  return rows[0]?.total ?? 0;
}

export async function insertServiceUnknowns(
  db: DbOrTx,
  rows: { userId: number | null; serviceName: string; location: string | null }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(serviceUnknowns).values(rows);
}

/** Whether this user, or this e-mail address, has already suggested this product (in any case). */
export async function findSuggestion(
  db: DbOrTx,
  product: string,
  by: { userId: number | null; email: string | null },
): Promise<{ id: number } | null> {
  const who: SQL[] = [];
  if (by.userId !== null) who.push(eq(serviceSuggestions.userId, by.userId));
  if (by.email !== null) who.push(sql`lower(${serviceSuggestions.email}) = ${by.email.toLowerCase()}`);
  if (who.length === 0) return null;
  const [row] = await db
    .select({ id: serviceSuggestions.id })
    .from(serviceSuggestions)
    .where(and(sql`lower(${serviceSuggestions.product}) = lower(${product})`, or(...who)))
    .limit(1);
  return row ?? null;
}

export async function insertSuggestion(
  db: DbOrTx,
  values: { userId: number | null; companyName: string | null; email: string | null; product: string },
): Promise<void> {
  await db.insert(serviceSuggestions).values(values);
}
