import {
  catalogueTexts,
  categoryFields,
  categoryServiceInput,
  type AdminCategory,
  type AdminService,
  type CATEGORY_IMAGE_FIELD,
  type CategoryServiceInput,
} from '@marquee/contracts/admin-catalogue';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import {
  formFields,
  removeStored,
  storeImage,
  withStoredImage,
  type AdminContentDeps,
} from '../content/admin-content.form';
import type { ReadForm } from '../files/multipart';
import type { FileUrls } from '../storage/storage.service';
import { presentCategory, presentService } from './catalogue.presenter';
import type { KeywordRow, ServiceRow } from './catalogue.repository';
import { serviceProductExists } from './catalogue.repository';
import {
  categoryNameTaken,
  deleteCategory,
  deleteServices,
  findCategory,
  insertCategory,
  insertService,
  keywordsOf,
  listAdminCategories,
  replaceKeywords,
  serviceIdsOfCategory,
  serviceUse,
  servicesByIds,
  updateCategory,
  updateService,
  lockCatalogueNames,
} from './admin-catalogue.repository';

/* Categories for the administrator (spec 2.6 categories-services, 2.7, 5, 7.7; docs/decisions/0076). */

type CategoryForm = ReadForm<typeof CATEGORY_IMAGE_FIELD>;

export const presentAdminService = (
  row: ServiceRow,
  keywords: KeywordRow[],
  files: FileUrls,
): AdminService => ({
  ...presentService(row, files),
  service_keywords: keywords,
});

/** `GET admin/services`: every category with its services and keywords; the search narrows them. */
export async function listCatalogue(deps: AdminContentDeps, search: string | undefined) {
  const found = await listAdminCategories(deps.db, search);
  const keywordsBy = new Map<number, KeywordRow[]>();
  for (const k of found.keywords) {
    const list = keywordsBy.get(k.serviceId) ?? [];
    list.push({ id: k.id, keyword: k.keyword });
    keywordsBy.set(k.serviceId, list);
  }
  const data: AdminCategory[] = found.categories.map((c) => ({
    ...presentCategory(c, deps.storage),
    services: found.services
      .filter((s) => s.serviceCategoryId === c.id)
      .map((s) => presentAdminService(s, keywordsBy.get(s.id) ?? [], deps.storage)),
  }));
  return { data };
}

const invalid = (field: string, message: string) => invalidField(field, message);

/** A JSON text field parsed by `schema`, or a 422 on the field. */
function jsonField<S extends z.ZodType>(raw: string | undefined, schema: S, field: string, message: string) {
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(field, catalogueTexts.servicesInvalid);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(field, parsed.error.issues[0]?.message ?? message);
  return parsed.data as z.output<S>;
}

const servicesList = z.array(categoryServiceInput).max(500);
const idList = z.array(z.number().int().positive()).max(500);

/** Refuses a product name a service already has, in any case. */
export async function assertProductFree(db: DbOrTx, product: string, field = 'services') {
  if (await serviceProductExists(db, product)) throw invalid(field, catalogueTexts.serviceExists);
}

/** Refuses deleting services suppliers offer or requests name (decision 0076). */
export async function assertUnused(db: DbOrTx, ids: number[], single: boolean) {
  const used = await serviceUse(db, ids);
  if (!used) return;
  throw new AppError(
    409,
    'service_in_use',
    single
      ? catalogueTexts.serviceInUse(used.suppliers, used.requests)
      : catalogueTexts.categoryInUse(used.product),
  );
}

async function writeServices(db: DbOrTx, categoryId: number, list: CategoryServiceInput[]) {
  for (const item of list) {
    if (item.id !== undefined) {
      // Names of existing services are read-only here (spec 5); description and keywords may change.
      const updated = await updateService(db, item.id, {
        description: item.description,
        serviceCategoryId: categoryId,
      });
      if (!updated) throw invalid('services', catalogueTexts.servicesInvalid);
      if (item.keywords) await replaceKeywords(db, item.id, item.keywords);
      continue;
    }
    await assertProductFree(db, item.product);
    const created = await insertService(db, item.product, {
      description: item.description,
      serviceCategoryId: categoryId,
    });
    await replaceKeywords(db, created.id, item.keywords ?? []);
  }
}

const categoryValues = (fields: z.output<typeof categoryFields>, image: string | undefined) => ({
  description: fields.description,
  titleTag: fields.title_tag,
  customHeading: fields.custom_heading,
  metaDescription: fields.meta_description,
  isHidden: fields.is_hidden,
  ...(image && { imagePath: image }),
});

/** `POST admin/services/categories`: a category with at least one service. */
export async function createCategory(deps: AdminContentDeps, auth: AuthContext, read: CategoryForm) {
  const fields = formFields(read, categoryFields);
  const name = fields.category ?? '';
  if (!name) throw invalid('category', catalogueTexts.categoryNameRequired);
  const list = jsonField(fields.services, servicesList, 'services', catalogueTexts.servicesRequired) ?? [];
  if (list.filter((s) => s.id === undefined).length === 0 || list.some((s) => s.id !== undefined))
    throw invalid('services', catalogueTexts.servicesRequired);
  if (await categoryNameTaken(deps.db, name)) throw invalid('category', catalogueTexts.categoryNameTaken);
  const image = await storeImage(deps, read.files[0], 'categories');
  const row = await withStoredImage(deps, image, () =>
    deps.db.transaction(async (tx) => {
      await lockCatalogueNames(tx);
      if (await categoryNameTaken(tx, name)) throw invalid('category', catalogueTexts.categoryNameTaken);
      const created = await insertCategory(tx, name, categoryValues(fields, image));
      await writeServices(tx, created.id, list);
      await recordAudit(tx, auth, {
        action: 'category.create',
        targetType: 'category',
        targetId: created.id,
        summary: { category: name, is_hidden: fields.is_hidden, services: list.map((s) => s.product) },
      });
      return { result: created };
    }),
  );
  return { id: row.id };
}

/** `PUT admin/services/categories/{id}`: the name stays; services added, edited, moved here or deleted. */
export async function editCategory(
  deps: AdminContentDeps,
  auth: AuthContext,
  id: number,
  read: CategoryForm,
) {
  if (!(await findCategory(deps.db, id))) throw notFound();
  const fields = formFields(read, categoryFields);
  const list = jsonField(fields.services, servicesList, 'services', catalogueTexts.servicesRequired) ?? [];
  const deleted =
    jsonField(fields.services_deleted, idList, 'services_deleted', catalogueTexts.servicesInvalid) ?? [];
  const image = await storeImage(deps, read.files[0], 'categories');
  await withStoredImage(deps, image, () =>
    deps.db.transaction(async (tx) => {
      await lockCatalogueNames(tx);
      const before = await findCategory(tx, id);
      if (!before) throw notFound();
      const own = new Set(await serviceIdsOfCategory(tx, id));
      const toDelete = deleted.filter((d) => own.has(d));
      await assertUnused(tx, toDelete, false);
      await deleteServices(tx, toDelete);
      await updateCategory(tx, id, categoryValues(fields, image));
      await writeServices(tx, id, list);
      if ((await serviceIdsOfCategory(tx, id)).length === 0)
        throw invalid('services', catalogueTexts.servicesRequired);
      await recordAudit(tx, auth, {
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        summary: {
          category: before.category,
          is_hidden: fields.is_hidden,
          services: list.map((s) => s.product),
          services_deleted: toDelete,
          ...(image && { image: 'replaced' }),
        },
      });
      return { result: null, replaced: before.imagePath };
    }),
  );
  return { id };
}

/** `DELETE admin/services/categories/{id}`: the category and its services, unless one is in use (0076). */
export async function removeCategory(deps: AdminContentDeps, auth: AuthContext, id: number) {
  const { row, images } = await deps.db.transaction(async (tx) => {
    const ids = await serviceIdsOfCategory(tx, id);
    await assertUnused(tx, ids, false);
    const serviceRows = await deleteServices(tx, ids);
    const gone = await deleteCategory(tx, id);
    if (!gone) throw notFound();
    await recordAudit(tx, auth, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      summary: { category: gone.category, services: serviceRows.map((s) => s.product) },
    });
    return { row: gone, images: serviceRows.map((s) => s.imagePath) };
  });
  for (const key of [row.imagePath, ...images]) await removeStored(deps, key);
  return { message: catalogueTexts.categoryDeleted };
}

/** One service as the admin list shows it. */
export async function adminServiceById(deps: AdminContentDeps, id: number) {
  const [row] = await servicesByIds(deps.db, [id]);
  if (!row) throw notFound();
  return presentAdminService(row, await keywordsOf(deps.db, id), deps.storage);
}
