import { catalogueTexts, serviceFields, type CATEGORY_IMAGE_FIELD } from '@marquee/contracts/admin-catalogue';
import { validation } from '@marquee/contracts/messages';
import type { AuthContext } from '../../lib/auth-context';
import { toCsv } from '../../lib/csv';
import { invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import {
  formFields,
  removeStored,
  storeImage,
  withStoredImage,
  type AdminContentDeps,
} from '../content/admin-content.form';
import type { ReadForm } from '../files/multipart';
import { adminServiceById, assertProductFree, assertUnused, listCatalogue } from './admin-catalogue.service';
import {
  deleteServices,
  deleteSuggestion,
  deleteSuggestionsOf,
  findCategory,
  findServiceByProduct,
  findServiceRow,
  findSuggestionRow,
  insertService,
  listSuggestions,
  replaceKeywords,
  unknownCounts,
  updateService,
  lockCatalogueNames,
} from './admin-catalogue.repository';

/* Services and suggestions for the administrator (spec 2.6, 2.7, 7.7; docs/decisions/0076). */

type ServiceForm = ReadForm<typeof CATEGORY_IMAGE_FIELD>;

const KEYWORD_MAX = 100;

/** The form's keywords: every `keywords` / `keywords[]` part, trimmed, empty ones dropped. */
function keywordsOf(read: ServiceForm): string[] {
  const list = read.fields.filter(([name]) => name === 'keywords').map(([, v]) => v.trim());
  if (list.some((k) => k.length > KEYWORD_MAX)) throw invalidField('keywords', validation.tooLong);
  return list.filter(Boolean);
}

function fieldsOf(read: ServiceForm) {
  return formFields(
    { fields: read.fields.filter(([name]) => name !== 'keywords'), files: read.files },
    serviceFields,
  );
}

async function assertCategory(deps: AdminContentDeps, id: number) {
  if (!(await findCategory(deps.db, id)))
    throw invalidField('service_category_id', catalogueTexts.categoryRequired);
}

/** `POST admin/services`: a new service in a category, with keywords and an image. */
export async function createService(deps: AdminContentDeps, auth: AuthContext, read: ServiceForm) {
  const fields = fieldsOf(read);
  const keywords = keywordsOf(read);
  const product = fields.product ?? '';
  if (!product) throw invalidField('product', catalogueTexts.productRequired);
  await assertCategory(deps, fields.service_category_id);
  await assertProductFree(deps.db, product, 'product');
  const image = await storeImage(deps, read.files[0], 'services');
  const row = await withStoredImage(deps, image, () =>
    deps.db.transaction(async (tx) => {
      await lockCatalogueNames(tx);
      await assertProductFree(tx, product, 'product');
      const created = await insertService(tx, product, {
        description: fields.description,
        serviceCategoryId: fields.service_category_id,
        titleTag: fields.title_tag,
        customHeading: fields.custom_heading,
        metaDescription: fields.meta_description,
        ...(image && { imagePath: image }),
      });
      await replaceKeywords(tx, created.id, keywords);
      await recordAudit(tx, auth, {
        action: 'service.create',
        targetType: 'service',
        targetId: created.id,
        summary: { product, service_category_id: fields.service_category_id, keywords },
      });
      return { result: created };
    }),
  );
  return { service: await adminServiceById(deps, row.id) };
}

/** `PUT admin/services/{id}`: everything but the name (read-only when editing, spec 5); moving it is allowed. */
export async function editService(deps: AdminContentDeps, auth: AuthContext, id: number, read: ServiceForm) {
  if (!(await findServiceRow(deps.db, id))) throw notFound();
  const fields = fieldsOf(read);
  const keywords = keywordsOf(read);
  await assertCategory(deps, fields.service_category_id);
  const image = await storeImage(deps, read.files[0], 'services');
  await withStoredImage(deps, image, () =>
    deps.db.transaction(async (tx) => {
      const before = await findServiceRow(tx, id);
      if (!before) throw notFound();
      await updateService(tx, id, {
        description: fields.description,
        serviceCategoryId: fields.service_category_id,
        titleTag: fields.title_tag,
        customHeading: fields.custom_heading,
        metaDescription: fields.meta_description,
        ...(image && { imagePath: image }),
      });
      await replaceKeywords(tx, id, keywords);
      await recordAudit(tx, auth, {
        action: 'service.update',
        targetType: 'service',
        targetId: id,
        summary: {
          product: before.product,
          service_category_id: fields.service_category_id,
          keywords,
          ...(image && { image: 'replaced' }),
        },
      });
      return { result: null, replaced: before.imagePath };
    }),
  );
  return { service: await adminServiceById(deps, id) };
}

/** `DELETE admin/services/{id}`: refused (409) while suppliers offer it or requests name it (decision 0076). */
export async function removeService(deps: AdminContentDeps, auth: AuthContext, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findServiceRow(tx, id);
    if (!before) throw notFound();
    await assertUnused(tx, [id], true);
    await deleteServices(tx, [id]);
    await recordAudit(tx, auth, {
      action: 'service.delete',
      targetType: 'service',
      targetId: id,
      summary: { product: before.product, service_category_id: before.serviceCategoryId },
    });
    return before;
  });
  await removeStored(deps, row.imagePath);
  return { message: catalogueTexts.serviceDeleted };
}

/** `GET admin/services/export`: every service with its category and keywords, as CSV. */
export async function exportServices(deps: AdminContentDeps): Promise<string> {
  const { data } = await listCatalogue(deps, undefined);
  const rows = data.flatMap((c) =>
    c.services.map((s) => [
      s.id,
      s.product,
      c.category,
      c.is_hidden,
      s.description,
      s.service_keywords.map((k) => k.keyword).join(', '),
      s.title_tag,
      s.custom_heading,
      s.meta_description,
    ]),
  );
  return toCsv(
    [
      'id',
      'product',
      'category',
      'category_hidden',
      'description',
      'keywords',
      'title_tag',
      'custom_heading',
      'meta_description',
    ],
    rows,
  );
}

/** `GET admin/service-suggestions`: suggestions newest first, with counts; unknown-service searches beside them. */
export async function listAdminSuggestions(deps: AdminContentDeps) {
  const [rows, unknowns] = await Promise.all([listSuggestions(deps.db), unknownCounts(deps.db)]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      product: r.product,
      company_name: r.company_name ?? r.user_company_name,
      email: r.email,
      user: r.user_id === null ? null : { id: r.user_id, company_name: r.user_company_name },
      count: r.count,
      created_at: new Date(r.created_at).toISOString(),
      existing_service:
        r.service_id === null
          ? null
          : { id: r.service_id, product: r.service_product ?? '', category: r.service_category ?? '' },
    })),
    unknowns,
  };
}

/** `DELETE admin/service-suggestions/{id}`. */
export async function removeSuggestion(deps: AdminContentDeps, auth: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteSuggestion(tx, id);
    if (!gone) throw notFound();
    await recordAudit(tx, auth, {
      action: 'suggestion.delete',
      targetType: 'service_suggestion',
      targetId: id,
      summary: { product: gone.product, company_name: gone.companyName, email: gone.email },
    });
  });
  return { message: catalogueTexts.suggestionDeleted };
}

/**
 * `POST admin/service-suggestions/{id}/accept`: 'Add as a service' — the product becomes a service of the chosen
 * category and every suggestion of that product (any case) is deleted, in one transaction. A product that is a
 * service already (made since it was suggested) is not refused: its suggestions are answered by that service —
 * deleted and counted — and it stays in its own category (decision 0076, amendment).
 */
export async function acceptSuggestion(
  deps: AdminContentDeps,
  auth: AuthContext,
  id: number,
  categoryId: number | undefined,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockCatalogueNames(tx);
    const suggestion = await findSuggestionRow(tx, id);
    if (!suggestion) throw notFound();
    const product = suggestion.product.trim();
    const existing = await findServiceByProduct(tx, product);
    let service: { id: number; category: string };
    if (existing) {
      service = existing;
    } else {
      const category = categoryId === undefined ? null : await findCategory(tx, categoryId);
      if (!category) throw invalidField('service_category_id', catalogueTexts.categoryRequired);
      const made = await insertService(tx, product, { description: null, serviceCategoryId: category.id });
      service = { id: made.id, category: category.category };
    }
    const removed = await deleteSuggestionsOf(tx, product);
    await recordAudit(tx, auth, {
      action: 'suggestion.accept',
      targetType: 'service_suggestion',
      targetId: id,
      summary: {
        product,
        service_id: service.id,
        ...(existing ? { existing_service: true } : { service_category_id: categoryId }),
        suggestions_deleted: removed,
      },
    });
    return { ...service, created: !existing, removed };
  });
  return {
    created: outcome.created,
    body: {
      service: await adminServiceById(deps, outcome.id),
      created: outcome.created,
      category: outcome.category,
      suggestions_deleted: outcome.removed,
    },
  };
}
