import type {
  Service,
  ServiceCategoriesResponse,
  ServiceCategoryDetail,
  ServiceDetail,
  ServicesQuery,
  ServicesResponse,
  ServiceSuggestionBody,
  ServiceUnknownsBody,
} from '@marquee/contracts/catalogue';
import { errors as texts, validation } from '@marquee/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField, notFound, type FieldErrors } from '../../lib/errors';
import { slugify } from '../../lib/slug';
import type { AuthContext } from '../../lib/auth-context';
import type { FileUrls } from '../storage/storage.service';
import {
  countServiceOptions,
  findCategoryById,
  findCategoryBySegment,
  findServicesByProducts,
  findServiceById,
  findServiceBySegment,
  findSuggestion,
  insertServiceUnknowns,
  insertSuggestion,
  listCategoryServices,
  listServiceKeywords,
  listVisibleCategories,
  searchServiceOptions,
  serviceProductExists,
  type CategoryRow,
  type ServiceRow,
} from './catalogue.repository';
import {
  presentCategory,
  presentCategoryDetail,
  presentOption,
  presentService,
  presentServiceDetail,
} from './catalogue.presenter';

/** The database and the storage that addresses the images. */
export interface CatalogueDeps {
  db: DbOrTx;
  storage: FileUrls;
}

/**
 * Service ids by product name, the keys lower-cased: how names typed outside the autocomplete (a supplier import's
 * services column) find their services. Names the catalogue does not have are absent.
 */
export async function serviceIdsByProduct(
  db: DbOrTx,
  products: readonly string[],
): Promise<Map<string, number>> {
  const rows = await findServicesByProducts(db, products);
  return new Map(rows.map((r) => [r.product.toLowerCase(), r.id]));
}

/** GET service-categories: the directory root, hidden categories left out. */
export async function getCategories(
  { db, storage }: CatalogueDeps,
  page: { offset: number; limit: number },
): Promise<ServiceCategoriesResponse> {
  const { rows, total } = await listVisibleCategories(db, page);
  return { data: rows.map((row) => presentCategory(row, storage)), meta: { total } };
}

/** A hidden category is not part of the public directory: to guests and users alike it does not exist. */
const visibleCategory = (row: CategoryRow | null): CategoryRow => {
  if (!row || row.isHidden === 1) throw notFound();
  return row;
};

async function withServices(
  { db, storage }: CatalogueDeps,
  row: CategoryRow,
): Promise<{ data: ServiceCategoryDetail }> {
  return { data: presentCategoryDetail(row, await listCategoryServices(db, row.id), storage) };
}

export async function getCategory(deps: CatalogueDeps, id: number) {
  return withServices(deps, visibleCategory(await findCategoryById(deps.db, id)));
}

/** The category of a directory URL: its slug or, for old-style URLs, its name. */
export async function getCategoryBySegment(deps: CatalogueDeps, segment: string) {
  return withServices(deps, visibleCategory(await findCategoryBySegment(deps.db, segment, slugify(segment))));
}

export async function getCategoryServices(
  { db, storage }: CatalogueDeps,
  id: number,
): Promise<{ data: Service[] }> {
  const category = visibleCategory(await findCategoryById(db, id));
  return { data: (await listCategoryServices(db, category.id)).map((row) => presentService(row, storage)) };
}

async function withDetail(
  { db, storage }: CatalogueDeps,
  row: ServiceRow | null,
): Promise<{ data: ServiceDetail }> {
  if (!row) throw notFound();
  const [category, keywords] = await Promise.all([
    findCategoryById(db, row.serviceCategoryId),
    listServiceKeywords(db, row.id),
  ]);
  if (!category) throw notFound();
  return { data: presentServiceDetail(row, category, keywords, storage) };
}

/**
 * GET services/{id}. Services of hidden categories answer too: a picker finds them by exact name and
 * then needs them by id (spec 6).
 */
export async function getService(deps: CatalogueDeps, id: number) {
  return withDetail(deps, await findServiceById(deps.db, id));
}

/** The service of a directory URL: its slug or, for old-style URLs, its product name. */
export async function getServiceBySegment(deps: CatalogueDeps, segment: string) {
  return withDetail(deps, await findServiceBySegment(deps.db, segment, slugify(segment)));
}

/** GET services: the service search of every picker, or the visible services by name. */
export async function getServices(db: DbOrTx, query: ServicesQuery): Promise<ServicesResponse> {
  const term = query.search || query.q || null;
  const search = { term, categoryId: query.category_id, offset: query.offset, limit: query.limit };
  const rows = await searchServiceOptions(db, search);
  const total = rows[0]?.total ?? (query.offset > 0 ? await countServiceOptions(db, search) : 0);
  return { data: rows.map(presentOption), meta: { total } };
}

/**
 * POST service-unknowns: records each term that matched no service, once per request even if the
 * client's cache holds it twice (same name and location, in any case), with the user when signed in.
 */
export async function recordUnknownServices(
  db: DbOrTx,
  auth: AuthContext | null,
  body: ServiceUnknownsBody,
): Promise<{ result: true }> {
  const seen = new Set<string>();
  const rows = [];
  for (const item of body.services) {
    const location = item.location ?? null;
    const key = JSON.stringify([item.service_name.toLowerCase(), location?.toLowerCase() ?? null]);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ userId: auth?.user.id ?? null, serviceName: item.service_name, location });
  }
  await insertServiceUnknowns(db, rows);
  return { result: true };
}

/**
 * POST service-suggestions. A product that exists (in any case) is a 422 'This service already exists'.
 * A user or e-mail address suggesting the same product again is answered as a success without a second
 * row, so the administrators' count per product counts suggesters, not clicks.
 */
export async function suggestService(
  db: DbOrTx,
  auth: AuthContext | null,
  body: ServiceSuggestionBody,
): Promise<{ result: true }> {
  const companyName = body.company_name ?? auth?.user.companyName ?? null;
  const email = body.email ?? auth?.user.email ?? null;
  if (!auth) {
    const missing: FieldErrors = {};
    if (!companyName) missing.company_name = [validation.companyNameRequired];
    if (!email) missing.email = [validation.emailRequired];
    const first = Object.values(missing)[0]?.[0];
    if (first) throw new AppError(422, 'validation', first, missing);
  }
  if (await serviceProductExists(db, body.product)) {
    throw invalidField('product', texts.serviceAlreadyExists, 'service_already_exists');
  }
  const userId = auth?.user.id ?? null;
  if (await findSuggestion(db, body.product, { userId, email })) return { result: true };
  await insertSuggestion(db, { userId, companyName, email, product: body.product });
  return { result: true };
}
